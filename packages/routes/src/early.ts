import type { RemoteName, RouteDef } from './catalogue';

/**
 * The remote whose `./App` a page opened at this route starts loading at once, before the shell has
 * rendered anything: the shell's entry starts it (shell `router/early-remote.ts`), and the server names
 * its files in the page's head as preloads when it does not render the page itself. Null where the
 * shell would not mount a remote: its own pages, a guarded route without a session token (the visitor is
 * sent to the login), the organizer console (its code is fetched only once the user is known to be an
 * organizer).
 */
export function earlyRemote(route: RouteDef, hasToken: boolean): RemoteName | null {
  if (route.owner === 'shell' || route.organizerOnly) return null;
  if (route.loginRequired && !hasToken) return null;
  return route.owner;
}
