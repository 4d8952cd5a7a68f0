/**
 * Before a new registry is served (a release or rollback read from the database, registry.ts), each
 * changed remote's server bundle is loaded and one of its public pages rendered with the new
 * registry: the first visitor after the switch gets a rendered page from the page cache instead of
 * paying for a cold 2 MB bundle, so every replica renders the new version within a second of the
 * release. A failure only logs: the page then renders on the first request as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import { ROUTES } from '@quiz/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteBundle, remoteBundleFile } from './bundles';
import { renderPublicPage } from './render-page';

/** The first public page of `remote` without path parameters (`/game_results` for mf_seating). */
function pageOf(remote: string): string | null {
  const route = ROUTES.find(
    (r) => r.owner === remote && 'serverRendered' in r && r.serverRendered && !r.path.includes(':'),
  );
  return route?.path ?? null;
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
    if (!file || !remoteBundle(file)) continue;
    const url = pageOf(name);
    if (!html || !url) continue;
    // a visitor without cookies, as the page cache keys the common case
    const request = { url, method: 'GET', headers: {}, log: app.log } as unknown as FastifyRequest;
    await renderPublicPage(app, request, html, { root, registry: next, budgetMs: 5000 });
  }
}
