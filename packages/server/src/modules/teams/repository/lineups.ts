/** Queries of games (`events`, their venue) and lineups (`event_teams`). */
import type { Db } from '../../../db';
import { forUpdate } from '../../../db/dialect';
import { countRows, insertId } from '../../../db/rows';
import { nowIso } from '../../../db/schema';

/**
 * The event row, locked for the rest of the transaction on PostgreSQL (`FOR UPDATE`), so every
 * registration change of one game runs one after another. SQLite runs one transaction at a time
 * on its single connection, which gives the same guarantee.
 */
export async function lockEvent(trx: Db, eventId: number) {
  return forUpdate(trx, trx.selectFrom('events').selectAll().where('id', '=', eventId)).executeTakeFirst();
}

export const findEvent = (db: Db, id: number) =>
  db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();

/** Team places the event's venue has: `max_teams`, else its number of tables. */
export async function venueOf(db: Db, placeId: number) {
  const place = await db.selectFrom('places').selectAll().where('id', '=', placeId).executeTakeFirstOrThrow();
  const tables = await countRows(db.selectFrom('place_seats').where('place_id', '=', placeId));
  return { place, tables };
}

export const findLineup = (db: Db, id: number) =>
  db.selectFrom('event_teams').selectAll().where('id', '=', id).executeTakeFirst();

export const lineupsOfTeam = (db: Db, eventId: number, teamId: number) =>
  db
    .selectFrom('event_teams')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('team_id', '=', teamId)
    .orderBy('id')
    .execute();

export const lineupsOfEvent = (db: Db, eventId: number) =>
  db.selectFrom('event_teams').selectAll().where('event_id', '=', eventId).orderBy('id').execute();

export const countRegistered = (db: Db, eventId: number): Promise<number> =>
  countRows(db.selectFrom('event_teams').where('event_id', '=', eventId).where('status', '=', 'registered'));

export const insertLineup = (
  db: Db,
  values: { event_id: number; team_id: number; title: string; status: string },
): Promise<number> => insertId(db, 'event_teams', { ...values, created_at: nowIso() });

export async function renameLineup(db: Db, id: number, title: string): Promise<void> {
  await db.updateTable('event_teams').set({ title }).where('id', '=', id).execute();
}

export async function deleteLineup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_teams').where('id', '=', id).execute();
}

/** Reserve lineups of the given games in the order of the reserve list (registration order). */
export const reserveOfEvents = (db: Db, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('event_teams')
        .select(['id', 'event_id'])
        .where('event_id', 'in', [...eventIds])
        .where('status', '=', 'reserve')
        .orderBy('id')
        .execute();

export async function firstReserve(db: Db, eventId: number): Promise<number | null> {
  const [first] = await reserveOfEvents(db, [eventId]);
  return first?.id ?? null;
}

export async function markRegistered(db: Db, lineupId: number): Promise<void> {
  await db.updateTable('event_teams').set({ status: 'registered' }).where('id', '=', lineupId).execute();
}

/** The game's lineups of united teams, oldest first. */
export const unitedLineupsOfEvent = (db: Db, eventId: number) =>
  db
    .selectFrom('event_teams')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .select(['event_teams.id as id', 'teams.id as team_id'])
    .where('event_teams.event_id', '=', eventId)
    .where('teams.is_united', '=', 1)
    .orderBy('event_teams.id')
    .execute();

/** Ids of the team's lineups on games that have not started by `now`. */
export async function upcomingLineupsOfTeam(db: Db, teamId: number, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select('event_teams.id')
    .where('event_teams.team_id', '=', teamId)
    .where('events.date', '>', now)
    .execute();
  return rows.map((r) => r.id);
}
