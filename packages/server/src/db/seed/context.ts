/** What every part of the demo seed shares: the transaction, the seeded PRNG and the seeding moment. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CityKey } from './data';
import type { Rng } from './rng';

export type Db = Kysely<Database>;

export interface SeedContext {
  db: Db;
  /** one PRNG for the whole seed: the parts run in a fixed order, so the data is the same every time */
  r: Rng;
  now: Date;
  /** `now` as stored in created_at columns */
  created: string;
}

export interface TeamSeed {
  id: number;
  title: string;
  city: CityKey;
  members: number[];
}

export const TOUR_TITLES = ['Разминка', 'Основной тур', 'Финал'] as const;
