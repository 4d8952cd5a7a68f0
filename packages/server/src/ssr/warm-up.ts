/**
 * Before a new registry is served (a release or rollback read from the database, registry.ts), each
 * changed remote's server bundle is loaded and one of its public pages rendered with the new
 * registry: the first visitor after the switch gets a rendered page from the page cache instead of
 * paying for a cold 2 MB bundle, so every replica renders the new version within a second of the
 * release. A failure only logs: the page then renders on the first request as before.
 *
 * Once the server listens, every remote of the current registry is warmed the same way (static.ts).
 * A remote with personal pages only (mf_teams, mf_preorder) has no page to keep: its bundle is loaded
 * and one of its screens rendered for nobody (a personal page whose calls need no player, else another
 * of its screens), and thrown away. Without that, the first player
 * of such a page after a start or a release paid for loading the bundle (half a second on a busy
 * machine) and for its first, cold render, which ran over the render budget: he got the page the
 * browser renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import type { RemoteServerBundle } from '@quiz/contract/ssr-page';
import { ROUTES } from '@quiz/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteBundle, remoteBundleFile } from './bundles';
import { inProcessTransport, renderPublicPage } from './render-page';

/** The first public page of `remote` without path parameters (`/game_results` for mf_seating). */
function pageOf(remote: string): string | null {
  const route = ROUTES.find(
    (r) => r.owner === remote && 'serverRendered' in r && r.serverRendered && !r.path.includes(':'),
  );
  return route?.path ?? null;
}

/**
 * The routes of `remote` to warm it with, each with its parameters all `1`: a player's personal routes
 * (not an organizer's), then its other routes (a screen the server never renders, such as a form, still
 * runs the bundle's render).
 */
function routesToWarm(remote: string): { route: string; params: Record<string, string> }[] {
  const own = ROUTES.filter(
    (r) =>
      r.owner === remote &&
      !('organizerOnly' in r && r.organizerOnly) &&
      !('organizerData' in r && r.organizerData),
  );
  const personal = (r: (typeof own)[number]) => 'personalRendered' in r && r.personalRendered === true;
  return [...own.filter(personal), ...own.filter((r) => !personal(r))].map((r) => ({
    route: r.name,
    params: Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, '1'])),
  }));
}

/**
 * One of `remote`'s screens rendered for nobody (its calls without a token), kept nowhere: the first
 * whose render succeeds (a page whose loader needs the player fails at once, on a 401).
 */
async function renderForNobody(
  app: FastifyInstance,
  remote: RemoteServerBundle,
  name: string,
): Promise<void> {
  const transport = inProcessTransport(app, null);
  for (const { route, params } of routesToWarm(name)) {
    try {
      await remote.render({ route, params, query: {}, city: null, transport });
      app.log.debug({ remote: name, route }, 'server bundle warmed up');
      return;
    } catch {
      // the next one
    }
  }
}

export async function warmUp(
  app: FastifyInstance,
  root: string,
  current: NormalizedRegistry,
  next: NormalizedRegistry,
): Promise<void> {
  const indexPath = path.join(root, 'shell', 'dist', 'index.html');
  const html = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  for (const name of Object.keys(next)) {
    if (current[name]?.entry === next[name]?.entry) continue;
    const file = remoteBundleFile(root, next, name);
    const remote = file ? remoteBundle(file) : null;
    if (!remote) continue;
    const url = pageOf(name);
    if (!url) {
      await renderForNobody(app, remote, name);
      continue;
    }
    if (!html) continue;
    // a visitor without cookies, as the page cache keys the common case
    const request = { url, method: 'GET', headers: {}, log: app.log } as unknown as FastifyRequest;
    await renderPublicPage(app, request, html, { root, registry: next, budgetMs: 5000 });
  }
}
