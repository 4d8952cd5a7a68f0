/**
 * What a start does with the data after the migrations: the demo seed when a development start asked
 * for it (never with production: refused with a log line), and on a database without a city or an
 * organizer, a log line saying how a deployment gets its first ones (`pnpm organizer grant`). A site
 * without a city serves empty pages and empty lists (the city calls answer as for an empty city).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { countRows } from './db/rows';
import { seedIfEmpty } from './db/seed';
import { DEMO_SEED_REFUSED } from './start-options';

export const FIRST_RUN_NO_CITY =
  'first run: the database has no city, so the site serves empty pages. Create the first city and its organizer: pnpm organizer grant <phone> --city <name> --new-city (options --timezone <IANA zone>, --currency <ISO code>; default Europe/Moscow, RUB), then log in with that phone and open /organizer to add venues and games';

export const FIRST_RUN_NO_ORGANIZER =
  'no organizer yet: make one with pnpm organizer grant <phone> --city <name or id>, then log in with that phone and open /organizer';

const countOf = (db: Db, table: 'cities' | 'organizer_cities'): Promise<number> =>
  countRows(db.selectFrom(table));

export async function prepareData(
  db: Db,
  { seed, production, log }: { seed: boolean; production: boolean; log: FastifyBaseLogger },
): Promise<void> {
  if (seed && production) log.error(DEMO_SEED_REFUSED);
  else if (seed) {
    const summary = await seedIfEmpty(db);
    if (summary) log.info({ summary }, 'demo seed created');
  }
  if ((await countOf(db, 'cities')) === 0) log.warn(FIRST_RUN_NO_CITY);
  else if ((await countOf(db, 'organizer_cities')) === 0) log.warn(FIRST_RUN_NO_ORGANIZER);
}
