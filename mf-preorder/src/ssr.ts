/** mf_preorder's server bundle (dist/<version>/.server/ssr.js): renders its personal screens for the server. */
import { createRemoteRenderer } from '@quiz/federation/ssr';
import { App } from './App';
import { loaders } from './loaders';

/** @public the server bundle's entry: packages/server/src/ssr/bundles.ts calls `render` by name */
export const { render } = createRemoteRenderer(App, { cacheKey: 'po', name: 'mf_preorder', loaders });
