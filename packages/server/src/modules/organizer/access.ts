/**
 * Who may do what in the organizer console: an organizer manages the games, venues and themes of the
 * cities he organizes (`organizer_cities`). The route guards of ./guard.ts answer 401 (logged out) and
 * 403 (not an organizer at all, `users.is_organizer`) and then call these rules: a game, venue or
 * theme of another city is a 403 with a Russian sentence that says why.
 */
import { ORGANIZER_TEXTS, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { fieldErrors, forbidden, notFound } from '../../errors';

export async function citiesOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('organizer_cities')
    .select('city_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.city_id);
}

export async function assertOrganizerOf(db: Db, userId: number, cityId: number): Promise<void> {
  if (!(await organizes(db, userId, cityId))) throw forbidden(ORGANIZER_TEXTS.notOrganizerOfCity);
}

/** Does the user organize the city? */
export async function organizes(db: Db, userId: number, cityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organizer_cities')
    .select('city_id')
    .where('user_id', '=', userId)
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The game's city after checking the caller organizes it: 404 unknown game, 403 another city. */
export async function eventCityFor(db: Db, userId: number, eventId: number): Promise<number> {
  const event = await db.selectFrom('events').select('city_id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(ORGANIZER_TEXTS.eventNotFound);
  await assertOrganizerOf(db, userId, event.city_id);
  return event.city_id;
}

/**
 * A game the public calls (live results, their stream) may show: any state a game's page shows; a
 * draft only to the organizers of its city. Else the 404 of an unknown game, so a draft's existence
 * is not told either.
 */
export async function assertShown(db: Db, eventId: number, user: UserRow | null): Promise<void> {
  const event = await db
    .selectFrom('events')
    .select(['city_id', 'workflow_state'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (event && (VISIBLE_STATES as readonly string[]).includes(event.workflow_state)) return;
  if (event && user && (await organizes(db, user.id, event.city_id))) return;
  throw notFound(ORGANIZER_TEXTS.eventNotFound);
}

/** The venue's city after checking the caller organizes it: 404 unknown venue, 403 another city. */
export async function placeCityFor(db: Db, userId: number, placeId: number): Promise<number> {
  const place = await db.selectFrom('places').select('city_id').where('id', '=', placeId).executeTakeFirst();
  if (!place) throw notFound(ORGANIZER_TEXTS.placeNotFound);
  await assertOrganizerOf(db, userId, place.city_id);
  return place.city_id;
}

/**
 * The cities whose pages show a theme: its title is the name of every game played on it (on that
 * city's pages and in its players' texts) and of every vote offering it. A vote of no city is shown in
 * every city: `null` stands for it.
 */
async function themeCities(db: Db, themeId: number): Promise<(number | null)[]> {
  const [games, votes] = await Promise.all([
    db
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .select('events.city_id as city_id')
      .distinct()
      .where('games.theme_id', '=', themeId)
      .execute(),
    db
      .selectFrom('vote_themes')
      .innerJoin('votes', 'votes.id', 'vote_themes.vote_id')
      .select('votes.city_id as city_id')
      .distinct()
      .where('vote_themes.theme_id', '=', themeId)
      .execute(),
  ]);
  return [...games, ...votes].map((r) => r.city_id);
}

/** The organizer who created the theme in the console (its audit entry), if any. */
async function themeCreator(db: Db, themeId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('user_id')
    .where('entity', '=', 'theme')
    .where('entity_id', '=', themeId)
    .where('action', '=', 'theme.create')
    .orderBy('id')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Themes have no city of their own, so who may change one (title, description, picture) follows from
 * where it is shown: 404 unknown theme; when games or votes use it, every one of them must be in a city
 * the caller organizes; an unused theme belongs to the cities of the organizer who created it (the
 * caller himself or an organizer of one of his cities), and one with no recorded creator to nobody
 * (403 both). Anyone may schedule a game on any theme: using a theme does not change it.
 */
export async function assertThemeEditable(db: Db, userId: number, themeId: number): Promise<void> {
  const theme = await db.selectFrom('themes').select('id').where('id', '=', themeId).executeTakeFirst();
  if (!theme) throw notFound(ORGANIZER_TEXTS.themeNotFound);
  const [mine, shown] = await Promise.all([citiesOf(db, userId), themeCities(db, themeId)]);
  if (shown.length > 0) {
    if (shown.some((city) => city === null || !mine.includes(city)))
      throw forbidden(ORGANIZER_TEXTS.themeOfOtherCity);
    return;
  }
  const creator = await themeCreator(db, themeId);
  if (creator === userId) return;
  const creatorCities = creator === undefined ? [] : await citiesOf(db, creator);
  if (!creatorCities.some((city) => mine.includes(city))) throw forbidden(ORGANIZER_TEXTS.themeOfOtherCity);
}

/**
 * A united tag joins games into one listing (`allow_any/event/?united_tag=`, and each game's
 * `unitedEvents`). A tag already carried by a game of a city the caller does not organize is that
 * city's listing: putting his game into it is a 400 on `united_tag`. `eventId` is the game being
 * edited (its own tag does not count).
 */
export async function checkUnitedTag(
  db: Db,
  userId: number,
  tag: string | null | undefined,
  eventId: number | null,
): Promise<void> {
  if (!tag) return;
  let query = db.selectFrom('events').select('city_id').distinct().where('united_tag', '=', tag);
  if (eventId !== null) query = query.where('id', '!=', eventId);
  const [cities, mine] = await Promise.all([query.execute(), citiesOf(db, userId)]);
  if (cities.some((c) => !mine.includes(c.city_id)))
    throw fieldErrors({ united_tag: [ORGANIZER_TEXTS.unitedTagOfOtherCity] });
}
