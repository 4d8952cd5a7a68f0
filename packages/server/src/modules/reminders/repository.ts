/** Queries of reminders and calendar feeds (Kysely only). */
import { OPEN_REGISTRATION_STATES, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';
import { eventsWithVenueAndTheme } from '../../db/joins';
import type { UserRow } from '../../db/schema';

/** What a reminder or a calendar entry shows of a game (from db/joins.ts's game with venue and theme). */
const GAME_COLUMNS = [
  'events.id as event_id',
  'events.date',
  'events.postfix',
  'events.workflow_state',
  // raised on each date change, cancellation and restoration: the .ics SEQUENCE
  'events.revision',
  'themes.title as theme',
  'places.title as venue',
  'places.address',
  'cities.timezone',
] as const;

/** Each registered player of each game, with the game's columns. */
function registeredGames(db: Db) {
  return eventsWithVenueAndTheme(db)
    .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
    .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
    .innerJoin('users', 'users.id', 'event_players.user_id')
    .select(['users.id as user_id', 'users.phone', 'users.reminders_enabled', ...GAME_COLUMNS])
    .distinct();
}

/** Open games starting in (from, to] with their registered players who want reminders. */
export function playersToRemind(db: Db, from: string, to: string) {
  return registeredGames(db)
    .where('events.date', '>', from)
    .where('events.date', '<=', to)
    .where('events.workflow_state', 'in', [...OPEN_REGISTRATION_STATES])
    .where('users.reminders_enabled', '=', 1)
    .where('users.phone', 'is not', null)
    .execute();
}

/** The game of one registration (user in event), or undefined when the user is not registered. */
export function registration(db: Db, userId: number, eventId: number) {
  return registeredGames(db)
    .where('users.id', '=', userId)
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}

/** States of the games of the personal feed: open ones, and cancelled ones (the entry says CANCELLED). */
const FEED_STATES = [...OPEN_REGISTRATION_STATES, 'cancelled'] as const;

/**
 * Every open or cancelled game a user is registered for that ends after `from` (the personal feed: a
 * cancelled game stays in it, marked, so the subscribed calendar cancels the entry instead of keeping it).
 */
export function gamesOfUser(db: Db, userId: number, from: string) {
  return registeredGames(db)
    .where('users.id', '=', userId)
    .where('events.date', '>', from)
    .where('events.workflow_state', 'in', [...FEED_STATES])
    .orderBy('events.date')
    .execute();
}

/** One game with its venue, for the event's .ics (a game its page shows: not a draft). */
export function eventForCalendar(db: Db, eventId: number) {
  return eventsWithVenueAndTheme(db)
    .select(GAME_COLUMNS)
    .where('events.id', '=', eventId)
    .where('events.workflow_state', 'in', [...VISIBLE_STATES])
    .executeTakeFirst();
}

/** A game as a reminder or a calendar entry shows it. */
export type CalendarRow = NonNullable<Awaited<ReturnType<typeof eventForCalendar>>>;

/**
 * Records a planned reminder; true when it is new (the unique key user, event, kind, start makes a
 * second planner — or a second process — a no-op).
 */
export async function recordDelivery(
  db: Db,
  row: { user_id: number; event_id: number; kind: string; starts_at: string; created_at: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('reminder_deliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'event_id', 'kind', 'starts_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function attachJob(db: Db, deliveryId: number, jobId: number): Promise<void> {
  await db.updateTable('reminder_deliveries').set({ job_id: jobId }).where('id', '=', deliveryId).execute();
}

export async function forgetDelivery(db: Db, deliveryId: number): Promise<void> {
  await db.deleteFrom('reminder_deliveries').where('id', '=', deliveryId).execute();
}

export function userSettings(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['reminders_enabled', 'calendar_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The reminder settings of the user: reminders on or off, the secret of his calendar feed. */
export async function setReminderSettings(
  db: Db,
  userId: number,
  values: Partial<Pick<UserRow, 'reminders_enabled' | 'calendar_secret'>>,
): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export function userByCalendarSecret(db: Db, secret: string) {
  return db.selectFrom('users').select(['id']).where('calendar_secret', '=', secret).executeTakeFirst();
}
