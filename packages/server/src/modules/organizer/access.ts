/**
 * Who may do what in the organizer console: an organizer manages the games, venues and themes of the
 * cities he organizes (`organizer_cities`). The route guards of ./guard.ts answer 401 (logged out) and
 * 403 (not an organizer at all, `users.is_organizer`) and then call these rules: a game, venue or
 * theme of another city is a 403 with a Russian sentence that says why.
 */
import { ORGANIZER_TEXTS, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { fieldErrors, forbidden, notFound, orNotFound } from '../../errors';

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
  return (await citiesOf(db, userId)).includes(cityId);
}

/** The game's city after checking the caller organizes it: 404 unknown game, 403 another city. */
export async function eventCityFor(db: Db, userId: number, eventId: number): Promise<number> {
  const query = db.selectFrom('events').select('city_id').where('id', '=', eventId);
  const event = orNotFound(await query.executeTakeFirst(), ORGANIZER_TEXTS.eventNotFound);
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
  const query = db.selectFrom('places').select('city_id').where('id', '=', placeId);
  const place = orNotFound(await query.executeTakeFirst(), ORGANIZER_TEXTS.placeNotFound);
  await assertOrganizerOf(db, userId, place.city_id);
  return place.city_id;
}

/**
 * Where each theme is shown, and who made it: the cities of its games (on that city's pages and in its
 * players' texts) and of the votes offering it (a vote of no city is shown in every city: `null`), and
 * the organizer who created it in the console (its `theme.create` audit entry), with his cities.
 */
interface ThemeReach {
  shown: (number | null)[];
  creator: number | undefined;
  creatorCities: number[];
}

async function themeReaches(db: Db, themeIds: readonly number[]): Promise<Map<number, ThemeReach>> {
  const ids = [...themeIds];
  const reaches = new Map<number, ThemeReach>(
    ids.map((id) => [id, { shown: [], creator: undefined, creatorCities: [] }]),
  );
  if (ids.length === 0) return reaches;
  // one after another: `db` may be a transaction (one connection)
  const games = await db
    .selectFrom('events')
    .innerJoin('games', 'games.id', 'events.game_id')
    .select(['games.theme_id as theme_id', 'events.city_id as city_id'])
    .distinct()
    .where('games.theme_id', 'in', ids)
    .execute();
  const votes = await db
    .selectFrom('vote_themes')
    .innerJoin('votes', 'votes.id', 'vote_themes.vote_id')
    .select(['vote_themes.theme_id as theme_id', 'votes.city_id as city_id'])
    .distinct()
    .where('vote_themes.theme_id', 'in', ids)
    .execute();
  for (const row of [...games, ...votes]) reaches.get(row.theme_id)?.shown.push(row.city_id);
  const created = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'user_id'])
    .where('entity', '=', 'theme')
    .where('action', '=', 'theme.create')
    .where('entity_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of created) {
    const reach = reaches.get(row.entity_id);
    if (reach && reach.creator === undefined) reach.creator = row.user_id;
  }
  const creators = [...new Set(created.map((r) => r.user_id))];
  const cities =
    creators.length === 0
      ? []
      : await db
          .selectFrom('organizer_cities')
          .select(['user_id', 'city_id'])
          .where('user_id', 'in', creators)
          .execute();
  for (const reach of reaches.values())
    reach.creatorCities = cities.filter((c) => c.user_id === reach.creator).map((c) => c.city_id);
  return reaches;
}

/**
 * Themes have no city of their own, so who may change one (title, description, picture, archive,
 * merge) follows from where it is shown: when games or votes use it, every one of them must be in a
 * city the caller organizes; an unused theme belongs to the cities of the organizer who created it (the
 * caller himself or an organizer of one of his cities), and one with no recorded creator to nobody.
 * Anyone may schedule a game on any theme: using a theme does not change it.
 */
function mayChangeTheme(userId: number, mine: readonly number[], reach: ThemeReach): boolean {
  if (reach.shown.length > 0) return reach.shown.every((city) => city !== null && mine.includes(city));
  if (reach.creator === userId) return true;
  return reach.creatorCities.some((city) => mine.includes(city));
}

/** The themes of `themeIds` the caller may change (the rule of `mayChangeTheme`). */
export async function changeableThemes(
  db: Db,
  userId: number,
  themeIds: readonly number[],
): Promise<Set<number>> {
  const mine = await citiesOf(db, userId);
  const reaches = await themeReaches(db, themeIds);
  return new Set([...reaches].filter(([, reach]) => mayChangeTheme(userId, mine, reach)).map(([id]) => id));
}

/** 404 unknown theme; 403 «…в другом городе…» when the caller may not change it (`mayChangeTheme`). */
export async function assertThemeEditable(db: Db, userId: number, themeId: number): Promise<void> {
  const query = db.selectFrom('themes').select('id').where('id', '=', themeId);
  orNotFound(await query.executeTakeFirst(), ORGANIZER_TEXTS.themeNotFound);
  if (!(await changeableThemes(db, userId, [themeId])).has(themeId))
    throw forbidden(ORGANIZER_TEXTS.themeOfOtherCity);
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
