import { session$ } from '@quiz/bus';
import { useBehavior } from '@quiz/bus/react';
import { type HostApi, ParcelSkeleton, RemoteParcel, SsrRemoteParcel } from '@quiz/federation';
import { match, type RouteMatch, renderedPageUrl } from '@quiz/routes';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ServerPage } from '../server-page';
import { usePrefetchOnIntent } from './prefetch';

export const SITE_TITLE = 'Квиз';

/** The login screen (auth helper's) is its own chunk: its form libraries never load on other routes. */
const LoginPage = lazy(() => import('../auth/LoginPage'));

/** `/login?from=<path+query>` for a guarded route. */
export function loginRedirect(pathWithQuery: string): string {
  return `/login?from=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * Resolves the URL against the route catalogue: unknown → '/', guarded while logged out → /login?from=…,
 * an organizer-only route for someone who is not an organizer → '/',
 * `login` → the shell's login page, otherwise the owning remote's `./App` parcel. The parcel element keeps
 * the same key per remote, so a route change inside one remote is an `update`, never a remount.
 */
export function RouteHost({ host, serverPage = null }: { host: HostApi; serverPage?: ServerPage | null }) {
  const location = useLocation();
  const session = useBehavior(session$);
  const url = `${location.pathname}${location.search}`;
  const found = useMemo(() => match(url), [url]);
  // the server's markup stays the remote's slot while the visitor stays with that remote
  const [ssrSlot, setSsrSlot] = useState(serverPage);
  const ssrOwner = ssrSlot?.state.owner;
  const leftSsrRemote = ssrOwner !== undefined && found?.route.owner !== ssrOwner;
  useEffect(() => {
    if (leftSsrRemote) setSsrSlot(null);
  }, [leftSsrRemote]);
  // the server's data belongs to its URL only (the first screen); later screens load their own. The
  // server states the URL it rendered for: the path and only the parameters the page reads
  const pageUrl = found ? renderedPageUrl(found) : url;
  const ssrUrl = useRef<string | null>(serverPage?.state.url ?? null);
  if (ssrUrl.current !== null && ssrUrl.current !== pageUrl) ssrUrl.current = null;
  const props = useMemo(
    () =>
      found && {
        route: found.route.name,
        params: found.params,
        query: found.query,
        embedded: false,
        ...(ssrSlot && ssrUrl.current === pageUrl ? { data: ssrSlot.state.data } : {}),
      },
    [found, ssrSlot, pageUrl],
  );

  useDocumentTitle(found, location.pathname);
  useScrollToTopOnNavigation(location.pathname);
  usePrefetchOnIntent(host);

  if (!found) return <Navigate to="/" replace />;
  const { route, params, query } = found;
  if (route.loginRequired && !session.token) return <Navigate to={loginRedirect(url)} replace />;
  // the organizer console: its code is not even fetched for someone who is not an organizer
  if (route.organizerOnly && !session.user) return <ParcelSkeleton />;
  if (route.organizerOnly && !session.user?.is_organizer) return <Navigate to="/" replace />;
  if (route.owner === 'shell') {
    return (
      <Suspense fallback={<ParcelSkeleton />}>
        <LoginPage />
      </Suspense>
    );
  }

  const owner = route.owner;
  return (
    // positioned: the loading skeleton lies over the slot, so the screen's first content does not move
    <div data-remote={owner} key={owner} css={{ position: 'relative' }}>
      {ssrSlot && !leftSsrRemote && props ? (
        <SsrRemoteParcel
          id={`${owner}/App`}
          html={ssrSlot.slotHtml}
          city={ssrSlot.state.city}
          user={ssrSlot.state.user ?? null}
          version={ssrSlot.state.version}
          props={props}
          loadRemote={host.loadRemote}
          onGiveUp={() => setSsrSlot(null)}
        />
      ) : (
        <RemoteParcel
          key={owner}
          id={`${owner}/App`}
          loadRemote={host.loadRemote}
          props={props ?? { route: route.name, params, query, embedded: false }}
          skeletonOverlay
        />
      )}
    </div>
  );
}

/**
 * The page the server wrote its own head for (title, description, Open Graph) is the one its
 * canonical link names. Its title (an event's theme and date) stays; once the visitor is elsewhere the
 * link goes and titles come from the route catalogue.
 */
function keepsServerTitle(pathname: string): boolean {
  const link = document.querySelector('link[rel="canonical"]');
  if (!link) return false;
  if (new URL(link.getAttribute('href') ?? '', window.location.href).pathname === pathname) return true;
  link.remove();
  return false;
}

function useDocumentTitle(found: RouteMatch | null, pathname: string): void {
  useEffect(() => {
    if (found && !keepsServerTitle(pathname)) document.title = `${found.route.title} — ${SITE_TITLE}`;
  }, [found, pathname]);
}

/** SPEC §2: navigation scrolls smoothly to the top (not on the first render, not on query-only changes). */
function useScrollToTopOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (typeof window.scrollTo === 'function' && pathname) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}
