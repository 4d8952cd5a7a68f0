/**
 * The process entry: `pnpm --filter @quiz/server start` (or `node --import tsx src/server.ts`).
 * Migrates, serves the API and the built site; fills an empty database with the demo data only when a
 * development start asks for it (SEED_DEMO=1 or `--seed-demo`; never with NODE_ENV=production:
 * start-options.ts), and logs how to make the first city and organizer when there is none (first-run.ts).
 * Env: PORT (8080), HOST (127.0.0.1; 0.0.0.0 in production), DATABASE_URL, DATA_DIR, REMOTES_FILE,
 * NODE_ENV, TRUST_PROXY (hop count or proxy addresses, see trust-proxy.ts), CSP_ORIGINS, DEV_OUTBOX,
 * CODE_CHANNEL, REDIS_URL, RATE_LIMIT_FACTOR, PREORDER_EMBED_ORIGINS (venue origins the API answers CORS
 * for), DEMO_VENUE_PORT (serve the demo venue page on that port too; off when unset), REMINDERS (`off`:
 * no reminder worker), REMINDER_INTERVAL_MS (how often it plans and runs jobs, default 60000), PUBLIC_ORIGIN
 * (the site's canonical origin for every absolute URL: sitemap, robots, page meta, reminder and calendar
 * links, the demo venue's script; default http://<host>:<port>; PUBLIC_URL is its older name), REPLICA_ID (the
 * name `/api/health` and `/api/ready` give this process among replicas), METRICS_TOKEN, PUBLIC_DATA_CHECK_MS (how
 * often the public data version is read again: default 250; a write through this process is seen at once).
 *
 * SIGTERM / SIGINT: the process stops being ready (`/api/ready` 503), closes its event streams with a
 * retry hint, stops taking connections, finishes the requests in flight and exits; whatever still runs
 * after SHUTDOWN_TIMEOUT_MS (default 9000) is cut and the process exits anyway (1), within 10 s.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { devOutboxFromEnv } from './auth/dev-outbox';
import { buildDemoVenue } from './demo-venue';
import { senderFromEnv } from './modules/reminders/sender';
import { startReminderWorker } from './modules/reminders/worker';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';
import { parseOrigins } from './plugins/cors';
import { DEMO_SEED_REFUSED, startOptions } from './start-options';
import { parseTrustProxy } from './trust-proxy';

/** A count of milliseconds from the environment (`fallback` when unset or not a number ≥ 0). */
function nonNegative(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * The demo venue page on `demoPort`. A taken port is a warning, never an exit: the site itself serves
 * on (another `npm start` may be holding the demo port).
 */
async function startDemoVenue(
  app: FastifyInstance,
  { demoPort, host }: { demoPort: number; host: string },
): Promise<FastifyInstance | null> {
  const demo = buildDemoVenue({ db: app.db, siteOrigin: app.settings.publicOrigin });
  try {
    await demo.listen({ port: demoPort, host });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : null;
    app.log.warn(
      { code },
      `demo venue page not served: port ${demoPort} ${code === 'EADDRINUSE' ? 'is taken' : 'failed'}`,
    );
    await demo.close();
    return null;
  }
  app.log.info(`demo venue page: http://localhost:${demoPort}/`);
  return demo;
}

async function main(): Promise<void> {
  const { production, seed, seedRefused } = startOptions(process.env, process.argv.slice(2));
  const port = Number(process.env.PORT ?? 8080);
  // A development server is reachable from this machine only unless HOST says otherwise.
  const host = process.env.HOST || (production ? '0.0.0.0' : '127.0.0.1');
  const app = await buildApp({
    publicOrigin:
      process.env.PUBLIC_ORIGIN ||
      process.env.PUBLIC_URL ||
      `http://${host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    seed,
    production,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    cspOrigins: (process.env.CSP_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    embedOrigins: parseOrigins(process.env.PREORDER_EMBED_ORIGINS),
    // a write through this process is seen at once; another replica's within this many ms
    publicCache: { checkMs: nonNegative(process.env.PUBLIC_DATA_CHECK_MS, 250) },
    // the registry file `pnpm release` / `pnpm rollback` write (computed from the builds while absent)
    static: {
      root: REPO_ROOT,
      remotesFile:
        process.env.REMOTES_FILE || path.join(process.env.DATA_DIR || DEFAULT_DATA_DIR, 'remotes.json'),
      // a release or a rebuild is seen within 200 ms, without a `stat` on every request
      fileCheckMs: 200,
    },
  });
  if (seedRefused) app.log.error(DEMO_SEED_REFUSED);
  await app.listen({ port, host });
  if (devOutboxFromEnv(process.env) && !production)
    app.log.info(
      `Login codes go to the dev outbox: after «Получить код» open http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/dev/outbox?phone=<phone> (this machine only).`,
    );
  const demoPort = Number(process.env.DEMO_VENUE_PORT ?? 0);
  const demo = demoPort > 0 ? await startDemoVenue(app, { demoPort, host }) : null;
  // reminders of registered games: planned every minute, delivered through the job queue
  const reminders =
    process.env.REMINDERS === 'off'
      ? null
      : startReminderWorker({
          db: app.db,
          sender: senderFromEnv(process.env, app.db, () => new Date()),
          intervalMs: Number(process.env.REMINDER_INTERVAL_MS) || undefined,
          publicUrl: app.settings.publicOrigin,
          onError: (error) => app.log.error({ err: error }, 'reminder worker'),
        });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: draining`);
    const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 9000;
    setTimeout(() => {
      app.log.error(`still closing after ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    Promise.resolve(reminders?.stop())
      .then(() => Promise.all([app.close(), demo?.close()]))
      .then(
        () => {
          app.log.info('closed');
          process.exit(0);
        },
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
