/** Queries of players on games (`event_players`) and the users behind them. */
import type { Db } from '../../../db';
import { insertId } from '../../../db/rows';
import { nowIso } from '../../../db/schema';

export const playersOfLineups = (db: Db, lineupIds: readonly number[]) =>
  lineupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('event_players')
        .selectAll()
        .where('event_team_id', 'in', [...lineupIds])
        .orderBy('id')
        .execute();

/** The user's player row on the event (in any lineup of any team), with its lineup's team. */
export const playerOnEvent = (db: Db, eventId: number, userId: number) =>
  db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .select([
      'event_players.id as id',
      'event_players.event_team_id as event_team_id',
      'event_players.participant_count as participant_count',
      'event_teams.team_id as team_id',
    ])
    .where('event_teams.event_id', '=', eventId)
    .where('event_players.user_id', '=', userId)
    .executeTakeFirst();

export const findPlayer = (db: Db, id: number) =>
  db.selectFrom('event_players').selectAll().where('id', '=', id).executeTakeFirst();

export async function participantsOfLineup(db: Db, lineupId: number, exceptPlayer?: number): Promise<number> {
  let q = db
    .selectFrom('event_players')
    .select((eb) => eb.fn.sum<string | number | null>('participant_count').as('n'))
    .where('event_team_id', '=', lineupId);
  if (exceptPlayer !== undefined) q = q.where('id', '!=', exceptPlayer);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const insertPlayer = (
  db: Db,
  values: { event_team_id: number; user_id: number; participant_count: number },
): Promise<number> => insertId(db, 'event_players', { ...values, created_at: nowIso() });

export async function updatePlayer(
  db: Db,
  id: number,
  values: { participant_count: number; event_team_id: number },
): Promise<void> {
  await db.updateTable('event_players').set(values).where('id', '=', id).execute();
}

export async function deletePlayer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_players').where('id', '=', id).execute();
}

/** Takes the user out of the given lineups. */
export async function deleteUserFromLineups(db: Db, userId: number, lineupIds: readonly number[]) {
  if (lineupIds.length === 0) return;
  await db
    .deleteFrom('event_players')
    .where('user_id', '=', userId)
    .where('event_team_id', 'in', [...lineupIds])
    .execute();
}

/** Users who play for another team than `teamId` on the game. */
export async function playersOfOtherTeams(db: Db, eventId: number, teamId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .select('event_players.user_id')
    .where('event_teams.event_id', '=', eventId)
    .where('event_teams.team_id', '!=', teamId)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export const usersByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'first_name', 'phone', 'avatar'])
        .where('id', 'in', [...ids])
        .execute();

/** The user of that phone, created with `name` when there is none (an existing user keeps his name). */
export async function userIdForPhone(db: Db, phone: string, name: string, now: string): Promise<number> {
  await db
    .insertInto('users')
    .values({ phone, first_name: name, created_at: now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  const user = await db
    .selectFrom('users')
    .select(['id'])
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function firstNameOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
  return row ? row.first_name : null;
}

export async function setFirstName(db: Db, userId: number, firstName: string): Promise<void> {
  await db.updateTable('users').set({ first_name: firstName }).where('id', '=', userId).execute();
}

/** Whom to tell about a lineup: its title and its team captain's phone, else its first player's. */
export async function lineupContact(db: Db, lineupId: number) {
  const row = await db
    .selectFrom('event_teams')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .leftJoin('users', 'users.id', 'teams.captain_id')
    .select(['event_teams.title as title', 'users.phone as phone'])
    .where('event_teams.id', '=', lineupId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.phone) return { title: row.title, phone: row.phone };
  const first = await db
    .selectFrom('event_players')
    .innerJoin('users', 'users.id', 'event_players.user_id')
    .select('users.phone')
    .where('event_players.event_team_id', '=', lineupId)
    .orderBy('event_players.id')
    .executeTakeFirst();
  return { title: row.title, phone: first?.phone ?? null };
}
