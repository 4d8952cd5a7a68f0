/** Rating queries: seasons, their rows, and the game results a season is computed from. */
import type { GameResult, RatingTally } from '@quiz/domain';
import type { Db } from '../../db';
import type { RatingRowsTable } from '../../db/schema';

export async function seasonsOf(db: Db, city: number | undefined) {
  let query = db.selectFrom('rating_seasons').select(['id', 'name']);
  if (city !== undefined)
    query = query.where((eb) => eb.or([eb('city_id', 'is', null), eb('city_id', '=', city)]));
  return query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

export async function rowsOfSeasons(db: Db, seasonIds: readonly number[]) {
  if (seasonIds.length === 0) return [];
  return db
    .selectFrom('rating_rows')
    .selectAll()
    .where('season_id', 'in', [...seasonIds])
    .orderBy('id')
    .execute();
}

export async function seasonById(db: Db, seasonId: number) {
  return db.selectFrom('rating_seasons').selectAll().where('id', '=', seasonId).executeTakeFirstOrThrow();
}

/** Results of the games played in [from, to) (in one city, or in all when `cityId` is null), oldest first. */
export async function resultsBetween(
  db: Db,
  from: string,
  to: string,
  cityId: number | null,
): Promise<GameResult[]> {
  let query = db
    .selectFrom('results')
    .innerJoin('events', 'events.id', 'results.event_id')
    .select(['results.team_id', 'results.team_title', 'results.total_score', 'results.rank'])
    .where('events.date', '>=', from)
    .where('events.date', '<', to);
  if (cityId !== null) query = query.where('events.city_id', '=', cityId);
  const rows = await query.orderBy('events.date').orderBy('events.id').orderBy('results.rank').execute();
  return rows.map((r) => ({ ...r, total_score: Number(r.total_score) }));
}

/** Replaces a season's rows. */
export async function replaceSeasonRows(
  db: Db,
  seasonId: number,
  rows: readonly RatingTally[],
): Promise<void> {
  await db.deleteFrom('rating_rows').where('season_id', '=', seasonId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('rating_rows')
    .values(rows.map((r): Omit<RatingRowsTable, 'id'> => ({ season_id: seasonId, ...r })))
    .execute();
}
