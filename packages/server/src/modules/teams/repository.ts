/**
 * Kysely queries of teams, lineups (`event_teams`) and their players (`event_players`).
 * Every function takes the database or a transaction; rules live in ./service.ts.
 */
import type { Team } from '@quiz/contract';
import { sql } from 'kysely';
import type { Db, DialectName } from '../../db';
import { toBool } from '../../db/schema';

export type Tx = Db;

/**
 * The event row, locked for the rest of the transaction on PostgreSQL (`FOR UPDATE`), so every
 * registration change of one game runs one after another. SQLite runs one transaction at a time
 * on its single connection, which gives the same guarantee.
 */
export async function lockEvent(trx: Tx, dialect: DialectName, eventId: number) {
  let q = trx.selectFrom('events').selectAll().where('id', '=', eventId);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The team row, locked on PostgreSQL (captain changes, member removal). */
export async function lockTeam(trx: Tx, dialect: DialectName, teamId: number) {
  let q = trx.selectFrom('teams').selectAll().where('id', '=', teamId);
  if (dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export const findTeam = (db: Tx, id: number) =>
  db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();

export const findTeamBySlug = (db: Tx, slug: string) =>
  db.selectFrom('teams').selectAll().where('secret_slug', '=', slug).executeTakeFirst();

/**
 * A team of that title, case-insensitive in any alphabet, the oldest first. SQLite's lower() knows
 * only ASCII, so the database narrows by length and JS compares the lower-cased titles.
 */
export async function findTeamByTitle(db: Tx, title: string) {
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

export async function isMember(db: Tx, teamId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

export async function memberCount(db: Tx, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function cityExists(db: Tx, cityId: number): Promise<boolean> {
  return !!(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst());
}

export async function addMember(db: Tx, teamId: number, userId: number): Promise<void> {
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
    .execute();
}

export const findLineup = (db: Tx, id: number) =>
  db.selectFrom('event_teams').selectAll().where('id', '=', id).executeTakeFirst();

export const lineupsOfTeam = (db: Tx, eventId: number, teamId: number) =>
  db
    .selectFrom('event_teams')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('team_id', '=', teamId)
    .orderBy('id')
    .execute();

export const lineupsOfEvent = (db: Tx, eventId: number) =>
  db.selectFrom('event_teams').selectAll().where('event_id', '=', eventId).orderBy('id').execute();

export async function countRegistered(db: Tx, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_teams')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'registered')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const playersOfLineups = (db: Tx, lineupIds: readonly number[]) =>
  lineupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('event_players')
        .selectAll()
        .where('event_team_id', 'in', [...lineupIds])
        .orderBy('id')
        .execute();

/** The user's player row on the event (in any lineup of any team), with its lineup's team. */
export const playerOnEvent = (db: Tx, eventId: number, userId: number) =>
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

export const findPlayer = (db: Tx, id: number) =>
  db.selectFrom('event_players').selectAll().where('id', '=', id).executeTakeFirst();

export async function participantsOfLineup(db: Tx, lineupId: number, exceptPlayer?: number): Promise<number> {
  let q = db
    .selectFrom('event_players')
    .select((eb) => eb.fn.sum<string | number | null>('participant_count').as('n'))
    .where('event_team_id', '=', lineupId);
  if (exceptPlayer !== undefined) q = q.where('id', '!=', exceptPlayer);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertLineup(
  db: Tx,
  values: { event_id: number; team_id: number; title: string; status: string },
): Promise<number> {
  const row = await db
    .insertInto('event_teams')
    .values({ ...values, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertPlayer(
  db: Tx,
  values: { event_team_id: number; user_id: number; participant_count: number },
): Promise<number> {
  const row = await db
    .insertInto('event_players')
    .values({ ...values, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Team places the event's venue has: `max_teams`, else its number of tables. */
export async function venueOf(db: Tx, placeId: number) {
  const place = await db.selectFrom('places').selectAll().where('id', '=', placeId).executeTakeFirstOrThrow();
  const tables = await db
    .selectFrom('place_seats')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  return { place, tables: Number(tables?.n ?? 0) };
}

/** Team entities (SPEC §3) for the given ids, in that order, with players and games played. */
export async function teamViews(db: Tx, ids: readonly number[]): Promise<Team[]> {
  if (ids.length === 0) return [];
  const teams = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const members = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.team_id as team_id',
      'users.id as id',
      'users.first_name as first_name',
      'users.phone as phone',
      'users.avatar as avatar',
    ])
    .where('team_members.team_id', 'in', [...ids])
    .orderBy('team_members.joined_at')
    .orderBy('users.id')
    .execute();
  const played = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select([
      'event_teams.team_id as team_id',
      (eb) => eb.fn.count<string | number>('events.id').distinct().as('n'),
    ])
    .where('event_teams.team_id', 'in', [...ids])
    .where('event_teams.status', '=', 'registered')
    .where('events.date', '<', new Date().toISOString())
    .groupBy('event_teams.team_id')
    .execute();
  const playedOf = new Map(played.map((p) => [p.team_id, Number(p.n)]));
  const byId = new Map(
    teams.map((t) => [
      t.id,
      {
        id: t.id,
        title: t.title,
        captain: t.captain_id,
        city: t.city_id,
        players: members
          .filter((m) => m.team_id === t.id)
          .map((m) => ({ id: m.id, first_name: m.first_name, phone: m.phone, avatar: m.avatar })),
        games_played: playedOf.get(t.id) ?? 0,
        secret_slug: t.secret_slug,
        is_united: toBool(t.is_united),
        rank: null,
        is_recruiting: toBool(t.is_recruiting),
      } satisfies Team,
    ]),
  );
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [t] : [];
  });
}
