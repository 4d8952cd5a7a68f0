/**
 * mf_events' server bundle (dist/<version>/.server/ssr.js): renders its public screens for the server,
 * and the organizer console's for a signed-in organizer (`personalRendered`). The console's loaders
 * (src/organizerLoaders.ts) come only here: `./App` and the player routes' chunks never import them.
 */
import { createRemoteRenderer } from '@quiz/federation/ssr';
import { App } from './App';
import { loaders } from './loaders';
import { organizerLoaders } from './organizerLoaders';

/** @public the server bundle's entry: packages/server/src/ssr/bundles.ts calls `render` by name */
export const { render } = createRemoteRenderer(App, {
  cacheKey: 'ev',
  name: 'mf_events',
  loaders: { ...loaders, ...organizerLoaders },
});
