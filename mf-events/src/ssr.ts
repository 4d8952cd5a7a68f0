/** mf_events' server bundle (dist/<version>/.server/ssr.js): renders its public screens for the server. */
import { createRemoteRenderer } from '@quiz/federation/ssr';
import { App } from './App';
import { loaders } from './loaders';

export const { render } = createRemoteRenderer(App, { cacheKey: 'ev', name: 'mf_events', loaders });
