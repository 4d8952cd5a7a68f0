/** Queries of teams (`teams`) and their members (`team_members`). */
import { sql } from 'kysely';
import type { Db } from '../../../db';
import { forUpdate } from '../../../db/dialect';
import { countRows, insertId } from '../../../db/rows';

/** The team row, locked on PostgreSQL (captain changes, member removal). */
export async function lockTeam(trx: Db, teamId: number) {
  return forUpdate(trx, trx.selectFrom('teams').selectAll().where('id', '=', teamId)).executeTakeFirst();
}

export const findTeam = (db: Db, id: number) =>
  db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();

export const findTeamBySlug = (db: Db, slug: string) =>
  db.selectFrom('teams').selectAll().where('secret_slug', '=', slug).executeTakeFirst();

/**
 * A team of that title, case-insensitive in any alphabet, the oldest first. SQLite's lower() knows
 * only ASCII, so the database narrows by length and JS compares the lower-cased titles.
 */
export async function findTeamByTitle(db: Db, title: string) {
  const wanted = title.trim().toLocaleLowerCase('ru');
  const rows = await db
    .selectFrom('teams')
    .selectAll()
    .where(sql<number>`length(title)`, '=', title.trim().length)
    .where('is_united', '=', 0)
    .orderBy('id')
    .execute();
  return rows.find((t) => t.title.trim().toLocaleLowerCase('ru') === wanted);
}

export async function isMember(db: Db, teamId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** Whether the user with this phone is a member of the team. */
export async function isMemberByPhone(db: Db, teamId: number, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('team_members.user_id')
    .where('team_members.team_id', '=', teamId)
    .where('users.phone', '=', phone)
    .executeTakeFirst();
  return !!row;
}

export const memberCount = (db: Db, teamId: number): Promise<number> =>
  countRows(db.selectFrom('team_members').where('team_id', '=', teamId));

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  return !!(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst());
}

export async function addMember(db: Db, teamId: number, userId: number): Promise<void> {
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
    .execute();
}

export async function removeMember(db: Db, teamId: number, userId: number): Promise<void> {
  await db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
}

/** The ids of the user's teams, the latest joined first. */
export async function teamIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .orderBy('joined_at', 'desc')
    .orderBy('team_id', 'desc')
    .execute();
  return rows.map((r) => r.team_id);
}

export const insertTeam = (
  db: Db,
  values: {
    title: string;
    captain_id: number | null;
    city_id: number | null;
    secret_slug: string;
    is_united?: 0 | 1;
    created_at: string;
  },
): Promise<number> => insertId(db, 'teams', values);

export async function updateTeam(
  db: Db,
  id: number,
  values: { captain_id?: number; title?: string; city_id?: number | null },
): Promise<void> {
  await db.updateTable('teams').set(values).where('id', '=', id).execute();
}
