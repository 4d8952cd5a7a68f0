/** Writes of one row by its generated id, for any table that has one, and the count of a query's rows. */
import type { Generated, Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { Queryable } from './index';
import type { Database } from './schema';

/** The tables whose rows have a generated integer id. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts one row and answers its new id. */
export async function insertId<T extends TableWithId>(
  db: Queryable,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets columns of the row with that id (the demo seed: a row's picture URLs name its id, known only after the insert). */
export async function updateById<T extends TableWithId>(
  db: Queryable,
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

/** How many rows a query selects: `countRows(db.selectFrom('team_members').where('team_id', '=', id))`. */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  const row: { n: string | number } | undefined = await query
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
