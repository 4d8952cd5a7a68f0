/**
 * Scheduling queries: the organizer's games with their counts, one game with its venue and theme, and
 * the game's row lock every change of a game night (seating, door, scores, photos, edits) takes first.
 */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db';
import { forUpdate } from '../../../db/dialect';
import { eventsWithVenueAndTheme } from '../../../db/joins';
import type { Database } from '../../../db/schema';
import { orNotFound } from '../../../errors';

export function eventBase(db: Db) {
  return eventsWithVenueAndTheme(db)
    .selectAll('events')
    .select([
      'cities.timezone',
      'cities.currency_code',
      'cities.currency_symbol',
      'themes.id as theme_id',
      'themes.title as theme_title',
      'games.game_package_id',
      'places.title as place_title',
      'places.max_teams as place_max_teams',
      'places.max_players_in_team as place_max_players_in_team',
    ]);
}
export type EventJoined = NonNullable<Awaited<ReturnType<ReturnType<typeof eventBase>['executeTakeFirst']>>>;

export const findEvent = (db: Db, id: number) => eventBase(db).where('events.id', '=', id).executeTakeFirst();

/** The game, else the 404 of an unknown game. */
export const requireEvent = async (db: Db, id: number): Promise<EventJoined> =>
  orNotFound(await findEvent(db, id), ORGANIZER_TEXTS.eventNotFound);

export function eventsOfCities(db: Db, cityIds: readonly number[]) {
  if (cityIds.length === 0) return Promise.resolve([]);
  return eventBase(db)
    .where('events.city_id', 'in', [...cityIds])
    .orderBy('events.date')
    .execute();
}

/** Lineups and participants per game and status. */
export async function lineupCounts(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('event_teams')
    .leftJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
    .select([
      'event_teams.event_id',
      'event_teams.status',
      (eb) => eb.fn.count<string | number>('event_teams.id').distinct().as('teams'),
      (eb) => eb.fn.sum<string | number | null>('event_players.participant_count').as('participants'),
    ])
    .where('event_teams.event_id', 'in', [...eventIds])
    .groupBy(['event_teams.event_id', 'event_teams.status'])
    .execute();
}

/** How many rows of `table` (its tables, its games) each venue has. */
export async function countsPerPlace(
  db: Db,
  table: 'place_seats' | 'events',
  placeIds: readonly number[],
): Promise<Map<number, number>> {
  if (placeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['place_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('place_id', 'in', [...placeIds])
    .groupBy('place_id')
    .execute();
  return new Map(rows.map((r) => [r.place_id, Number(r.n)]));
}

/** A game row for the theme: the theme's latest game (its package and promo), else a new one. */
export async function gameForTheme(db: Db, themeId: number): Promise<number> {
  const latest = await db
    .selectFrom('games')
    .select('id')
    .where('theme_id', '=', themeId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest) return latest.id;
  const created = await db
    .insertInto('games')
    .values({ theme_id: themeId, game_package_id: null, promo_video: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export const themeById = (db: Db, id: number) =>
  db.selectFrom('themes').select(['id', 'archived_at']).where('id', '=', id).executeTakeFirst();

export const placeById = (db: Db, id: number) =>
  db.selectFrom('places').select(['id', 'city_id', 'archived_at']).where('id', '=', id).executeTakeFirst();

/** Lineups registered for the game (the reserve list not counted): the teams module's count. */
export { countRegistered as registeredLineups } from '../../teams/repository';

/** The scores entered for the game's lineups (tour number → score, as JSON text), one row per lineup. */
export function scoreSheetsOf(db: Db, eventId: number) {
  return db.selectFrom('event_team_scores').select('tour_scores').where('event_id', '=', eventId).execute();
}

/**
 * The phones of everyone a change of the game concerns, each once, in a stable order: every player and
 * the captain of every lineup registered or in reserve, and every guest with a phone who ordered in a
 * lineup's preorder (a guest from a team's link has no phone and is not told).
 */
export async function participantPhones(db: Db, eventId: number): Promise<string[]> {
  const lineups = db.selectFrom('event_teams').select('id').where('event_teams.event_id', '=', eventId);
  // one after another: `db` is the change's transaction (one connection)
  const players = await db
    .selectFrom('event_players')
    .innerJoin('users', 'users.id', 'event_players.user_id')
    .select('users.phone')
    .where('event_players.event_team_id', 'in', lineups)
    .execute();
  const captains = await db
    .selectFrom('event_teams')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .innerJoin('users', 'users.id', 'teams.captain_id')
    .select('users.phone')
    .where('event_teams.event_id', '=', eventId)
    .execute();
  const guests = await db
    .selectFrom('carts')
    .innerJoin('users', 'users.id', 'carts.user_id')
    .select('users.phone')
    .where('carts.event_team_id', 'in', lineups)
    .execute();
  const phones = [...players, ...captains, ...guests].map((r) => r.phone).filter((p): p is string => !!p);
  return [...new Set(phones)].sort();
}

/**
 * Locks the game's row until the transaction ends (PostgreSQL `FOR UPDATE`), so two seating changes
 * of one game never check capacity at the same time; 404 for an unknown game. SQLite runs one write
 * transaction at a time.
 */
export async function lockEvent(trx: Transaction<Database>, eventId: number): Promise<void> {
  const query = trx.selectFrom('events').select('id').where('id', '=', eventId);
  orNotFound(await forUpdate(trx, query).executeTakeFirst(), ORGANIZER_TEXTS.eventNotFound);
}

/** The game under its row lock (`lockEvent`); 404 for an unknown one. */
export async function lockedEvent(trx: Transaction<Database>, eventId: number): Promise<EventJoined> {
  await lockEvent(trx, eventId);
  return requireEvent(trx, eventId);
}
