// @ts-check
/**
 * The shell's service worker (production): precaches only the shell's own content-hashed files; the
 * registry, manifests, remote entries, pages and the API always go to the network; every content-hashed
 * asset (the shell's and every remote version folder's) is served from a cache once fetched.
 */
import { require } from './paths.mjs';

/** @returns {import('webpack').WebpackPluginInstance} */
export function serviceWorkerPlugin() {
  const { GenerateSW } = require('workbox-webpack-plugin');
  return new GenerateSW({
    swDest: 'sw.js',
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    // precache only the shell's own content-hashed files; never index.html, manifests or entries
    include: [/\.[0-9a-f]{10}\.(js|css)$/],
    exclude: [/\.(br|gz)$/],
    navigateFallback: undefined,
    runtimeCaching: [
      {
        // registry, manifests and remote entries change on deploy: never serve them from a cache
        urlPattern: ({ url }) =>
          /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
      },
      {
        // content-hashed assets (shell and every remote version folder) never change
        urlPattern: ({ url }) => /\.[0-9a-f]{8,}\.(js|css|woff2|svg|png|jpg|webp)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'quiz-hashed-assets',
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 },
        },
      },
    ],
  });
}
