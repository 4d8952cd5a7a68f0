/**
 * A remote's screens name their chunks after their routes (`webpackChunkName: "route-<route>"` in its
 * App.tsx), and the server preloads a route's chunks by that name (webpack/route-chunks.mjs). The name
 * is written beside the ScreenMap key by hand, so this holds the two together: a renamed route whose
 * comment kept the old name would lose its preload without any other test noticing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MANIFEST, ROUTES } from '@quiz/routes';

const ROOT = path.resolve(__dirname, '../../..');
const SCREEN = /(\w+): retryableLazy\(\s*\(\) =>\s*import\(\/\* webpackChunkName: "route-(\w+)" \*\//g;
const ANY_NAME = /webpackChunkName: "route-(\w+)"/g;

describe.each(REMOTE_MANIFEST.map((r) => [r.name, r.folder] as const))('%s', (remote, folder) => {
  const source = readFileSync(path.join(ROOT, folder, 'src', 'App.tsx'), 'utf8');
  const owned = new Set<string>(ROUTES.filter((r) => r.owner === remote).map((r) => r.name));

  it('each screen of the ScreenMap names its chunk after its own route', () => {
    const screens = [...source.matchAll(SCREEN)];
    expect(screens.length).toBeGreaterThan(0);
    for (const [, key, name] of screens) expect(`${key} → route-${name}`).toBe(`${key} → route-${key}`);
  });

  it('every route- chunk name is a route of this remote', () => {
    const names = [...source.matchAll(ANY_NAME)].map((m) => m[1]);
    expect(names.filter((name) => !owned.has(name ?? ''))).toEqual([]);
  });
});
