/**
 * One server process for multi-process tests: `node --import tsx test/serve-process.ts`.
 * Env: DATABASE_URL, PG_SCHEMA (optional), SEED ('1' to seed an empty database), PORT (0: any free),
 * plus whatever the app reads (REDIS_URL, REDIS_NAMESPACE). Prints `listening <port>` when ready.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';

async function main(): Promise<void> {
  const app = await buildApp({
    databaseUrl: process.env.DATABASE_URL,
    pgSchema: process.env.PG_SCHEMA || undefined,
    seed: process.env.SEED === '1',
    static: false,
  });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
