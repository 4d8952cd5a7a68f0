/**
 * The process entry: `pnpm --filter @quiz/server start` (or `node --import tsx src/server.ts`).
 * Migrates, seeds an empty database with the demo data, serves the API and the built site.
 * Env: PORT (8080), HOST (0.0.0.0), DATABASE_URL, DATA_DIR, REMOTES_FILE, NODE_ENV, TRUST_PROXY, CSP_ORIGINS.
 */
import path from 'node:path';
import { buildApp } from './app';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

async function main(): Promise<void> {
  const production = process.env.NODE_ENV === 'production';
  const app = await buildApp({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    seed: true,
    production,
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    cspOrigins: (process.env.CSP_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    // the registry file `pnpm release` / `pnpm rollback` write (computed from the builds while absent)
    static: {
      root: REPO_ROOT,
      remotesFile:
        process.env.REMOTES_FILE || path.join(process.env.DATA_DIR || DEFAULT_DATA_DIR, 'remotes.json'),
    },
  });
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
