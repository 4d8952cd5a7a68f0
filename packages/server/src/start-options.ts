/**
 * What a process start (server.ts) asks of buildApp, read from its environment and arguments.
 *
 * The demo seed (4 cities, 30 games, 221 players, organizers +79990000001 and +79990000003) is for a
 * development start only, and only when it asks: `SEED_DEMO=1` or `--seed-demo` (`npm start`,
 * `pnpm dev`, the e2e server and `pnpm cluster` without `--production` pass it). NODE_ENV=production
 * never asks for it, whatever the environment says (buildApp refuses it too, with a log line); a
 * deployment's organizers come from `pnpm organizer grant` only.
 */

export interface StartOptions {
  /** NODE_ENV=production */
  production: boolean;
  /** fill an empty database with the demo seed */
  seed: boolean;
  /** the seed was asked for by a production start: refused (server.ts logs DEMO_SEED_REFUSED) */
  seedRefused: boolean;
}

export const DEMO_SEED_REFUSED =
  'demo seed refused: NODE_ENV=production never seeds (SEED_DEMO=1 and --seed-demo are for development starts); the database is left as it is';

/** `SEED_DEMO=1` (or `true`) in the environment, or `--seed-demo` among the arguments. */
export const seedDemoAsked = (env: NodeJS.ProcessEnv, argv: readonly string[]): boolean =>
  env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' || argv.includes('--seed-demo');

export function startOptions(env: NodeJS.ProcessEnv, argv: readonly string[]): StartOptions {
  const production = env.NODE_ENV === 'production';
  const asked = seedDemoAsked(env, argv);
  return { production, seed: !production && asked, seedRefused: production && asked };
}
