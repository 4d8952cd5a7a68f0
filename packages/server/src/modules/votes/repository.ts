/** Kysely queries of the theme vote (no rules here: see ./service.ts). */
import type { Queryable } from '../../db';

/** The newest active vote of a city (or one for every city), or undefined. */
export async function activeVoteOfCity(db: Queryable, cityId: number | null) {
  return db
    .selectFrom('votes')
    .selectAll()
    .where('is_active', '=', 1)
    .where((eb) =>
      cityId === null
        ? eb('city_id', 'is', null)
        : eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function voteById(db: Queryable, id: number) {
  return db.selectFrom('votes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function voteThemes(db: Queryable, voteId: number) {
  return db
    .selectFrom('vote_themes')
    .innerJoin('themes', 'themes.id', 'vote_themes.theme_id')
    .select(['themes.id as id', 'themes.title as title', 'themes.picture as picture'])
    .where('vote_themes.vote_id', '=', voteId)
    .orderBy('themes.id')
    .execute();
}

export async function userChoice(db: Queryable, voteId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_votes')
    .select('theme_id')
    .where('vote_id', '=', voteId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.theme_id);
}

export async function replaceChoice(
  db: Queryable,
  voteId: number,
  userId: number,
  themes: readonly number[],
  now: string,
): Promise<void> {
  await db.deleteFrom('user_votes').where('vote_id', '=', voteId).where('user_id', '=', userId).execute();
  await db
    .insertInto('user_votes')
    .values(themes.map((theme_id) => ({ vote_id: voteId, user_id: userId, theme_id, created_at: now })))
    .execute();
}

export async function cityExists(db: Queryable, cityId: number): Promise<boolean> {
  return !!(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst());
}
