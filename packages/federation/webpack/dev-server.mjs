// @ts-check
/** `pnpm dev`: each app's dev server, and a remote's standalone page. */
import { DEV_REGISTRY } from './manifest.mjs';

/** The standalone dev page of a remote: one element the dev harness renders into. */
/** @param {string} name */
export const devHarnessPage = (name) => `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name} — стенд</title>
  </head>
  <body>
    <div id="harness"></div>
  </body>
</html>
`;

/**
 * The dev server of an app on `port`: CORS for the shell's page, `/api` proxied to the API server, and
 * in the host a dev `/remotes.json` naming each remote's dev server.
 * @param {number} port
 * @param {boolean} isHost
 * @returns {NonNullable<import('webpack').Configuration['devServer']>}
 */
export function devServer(port, isHost) {
  return {
    port,
    host: 'localhost',
    hot: true,
    allowedHosts: 'all',
    historyApiFallback: { index: '/index.html' },
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    proxy: [{ context: ['/api'], target: 'http://localhost:8080', changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    setupMiddlewares: isHost
      ? (middlewares) => {
          // dev registry: each remote's dev server
          middlewares.unshift({
            name: 'dev-remotes-json',
            path: '/remotes.json',
            middleware: (/** @type {unknown} */ _req, /** @type {import('http').ServerResponse} */ res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(DEV_REGISTRY));
            },
          });
          return middlewares;
        }
      : undefined,
  };
}
