/**
 * Who may do what in the organizer console: an organizer manages the games and venues of the cities
 * he organizes (`organizer_cities`). The route layer has already answered 401 (logged out) and 403
 * (not an organizer at all, `users.is_organizer`); here a game or venue of another city is a 403 with
 * a Russian sentence that says why.
 */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../errors';

export async function citiesOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('organizer_cities')
    .select('city_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.city_id);
}

export async function assertOrganizerOf(db: Db, userId: number, cityId: number): Promise<void> {
  const row = await db
    .selectFrom('organizer_cities')
    .select('city_id')
    .where('user_id', '=', userId)
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  if (!row) throw forbidden(ORGANIZER_TEXTS.notOrganizerOfCity);
}

/** The game's city after checking the caller organizes it: 404 unknown game, 403 another city. */
export async function eventCityFor(db: Db, userId: number, eventId: number): Promise<number> {
  const event = await db.selectFrom('events').select('city_id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(ORGANIZER_TEXTS.eventNotFound);
  await assertOrganizerOf(db, userId, event.city_id);
  return event.city_id;
}

/** The venue's city after checking the caller organizes it: 404 unknown venue, 403 another city. */
export async function placeCityFor(db: Db, userId: number, placeId: number): Promise<number> {
  const place = await db.selectFrom('places').select('city_id').where('id', '=', placeId).executeTakeFirst();
  if (!place) throw notFound(ORGANIZER_TEXTS.placeNotFound);
  await assertOrganizerOf(db, userId, place.city_id);
  return place.city_id;
}
