/** Queries of reminders and calendar feeds (Kysely only). */
import { OPEN_REGISTRATION_STATES, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';

/** A registered player's game with everything a reminder or a calendar entry shows. */
export interface RegisteredGame {
  user_id: number;
  phone: string | null;
  reminders_enabled: number;
  event_id: number;
  date: string;
  postfix: string;
  workflow_state: string;
  /** raised on each date change, cancellation and restoration: the .ics SEQUENCE */
  revision: number;
  theme: string;
  venue: string;
  address: string;
  timezone: string;
}

/** What a reminder or a calendar entry shows of a game (events e, themes t, places p, cities c). */
const GAME_COLUMNS = [
  'e.id as event_id',
  'e.date',
  'e.postfix',
  'e.workflow_state',
  'e.revision',
  't.title as theme',
  'p.title as venue',
  'p.address',
  'c.timezone',
] as const;

function registeredGames(db: Db) {
  return db
    .selectFrom('event_players as ep')
    .innerJoin('event_teams as et', 'et.id', 'ep.event_team_id')
    .innerJoin('events as e', 'e.id', 'et.event_id')
    .innerJoin('games as g', 'g.id', 'e.game_id')
    .innerJoin('themes as t', 't.id', 'g.theme_id')
    .innerJoin('places as p', 'p.id', 'e.place_id')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .innerJoin('users as u', 'u.id', 'ep.user_id')
    .select(['u.id as user_id', 'u.phone', 'u.reminders_enabled', ...GAME_COLUMNS])
    .distinct();
}

/** Open games starting in (from, to] with their registered players who want reminders. */
export function playersToRemind(db: Db, from: string, to: string): Promise<RegisteredGame[]> {
  return registeredGames(db)
    .where('e.date', '>', from)
    .where('e.date', '<=', to)
    .where('e.workflow_state', 'in', [...OPEN_REGISTRATION_STATES])
    .where('u.reminders_enabled', '=', 1)
    .where('u.phone', 'is not', null)
    .execute();
}

/** The game of one registration (user in event), or undefined when the user is not registered. */
export function registration(db: Db, userId: number, eventId: number): Promise<RegisteredGame | undefined> {
  return registeredGames(db).where('u.id', '=', userId).where('e.id', '=', eventId).executeTakeFirst();
}

/** States of the games of the personal feed: open ones, and cancelled ones (the entry says CANCELLED). */
const FEED_STATES = [...OPEN_REGISTRATION_STATES, 'cancelled'] as const;

/**
 * Every open or cancelled game a user is registered for that ends after `from` (the personal feed: a
 * cancelled game stays in it, marked, so the subscribed calendar cancels the entry instead of keeping it).
 */
export function gamesOfUser(db: Db, userId: number, from: string): Promise<RegisteredGame[]> {
  return registeredGames(db)
    .where('u.id', '=', userId)
    .where('e.date', '>', from)
    .where('e.workflow_state', 'in', [...FEED_STATES])
    .orderBy('e.date')
    .execute();
}

/** One game with its venue, for the event's .ics (a game its page shows: not a draft). */
export function eventForCalendar(db: Db, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('games as g', 'g.id', 'e.game_id')
    .innerJoin('themes as t', 't.id', 'g.theme_id')
    .innerJoin('places as p', 'p.id', 'e.place_id')
    .innerJoin('cities as c', 'c.id', 'e.city_id')
    .select(GAME_COLUMNS)
    .where('e.id', '=', eventId)
    .where('e.workflow_state', 'in', [...VISIBLE_STATES])
    .executeTakeFirst();
}

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

export async function setRemindersEnabled(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ reminders_enabled: enabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export async function setCalendarSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db.updateTable('users').set({ calendar_secret: secret }).where('id', '=', userId).execute();
}

export function userByCalendarSecret(db: Db, secret: string) {
  return db.selectFrom('users').select(['id']).where('calendar_secret', '=', secret).executeTakeFirst();
}
