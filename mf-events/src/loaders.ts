/**
 * Route data loaders of mf_events' public screens (issue 16): what each screen needs for its first
 * paint. The server runs them to render the page (src/ssr.ts), the browser on navigation and when a link
 * to the route is hovered or focused (`prefetch` in src/entry.ts); the screen starts from the answer.
 */
import type { RouteLoaders } from '@quiz/federation';
import { callApi } from './shared/api';

export const loaders: RouteLoaders<'mf_events'> = {
  home: ({ city, options }) => callApi('landingFeed', { query: { city: city?.id ?? undefined } }, options),
};
