/** mf_seating's server bundle (dist/<version>/.server/ssr.js): renders its public screens for the server. */
import { createRemoteRenderer } from '@quiz/federation/ssr';
import { App } from './App';
import { loaders } from './loaders';

/** @public the server bundle's entry: packages/server/src/ssr/bundles.ts calls `render` by name */
export const { render } = createRemoteRenderer(App, { cacheKey: 'st', name: 'mf_seating', loaders });
