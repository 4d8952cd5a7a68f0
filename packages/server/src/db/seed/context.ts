/** What every part of the demo seed shares: the transaction, the seeded PRNG and the seeding moment. */
import type { Generated, Insertable, Kysely, Updateable } from 'kysely';
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

/** The tables whose rows have a generated integer id. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts one row and answers its new id. */
export async function insertId<T extends TableWithId>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sets columns of the row with that id (a seeded row's picture URLs name its id, known only after the insert). */
export async function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  rowId: number,
  values: Updateable<Database[T]>,
): Promise<void> {
  // Kysely cannot type set() on a table named by a type parameter: the values are checked above instead
  const untyped = db as unknown as Kysely<Record<string, { id: number; [column: string]: unknown }>>;
  await untyped
    .updateTable(table as string)
    .set(values)
    .where('id', '=', rowId)
    .execute();
}

export interface TeamSeed {
  id: number;
  title: string;
  city: CityKey;
  members: number[];
}

export const TOUR_TITLES = ['Разминка', 'Основной тур', 'Финал'] as const;
