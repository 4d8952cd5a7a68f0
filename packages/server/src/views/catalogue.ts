/**
 * Row → contract shapes for cities, places, themes and events, loaded in batches (no N+1).
 * Shared by every route that answers an Event or a Theme: `eventsByIds(db, ids, user)` keeps the
 * order of `ids` and fills the client flags (isRegistered, isLiked, openRegistraion).
 */
import type {
  City,
  Event,
  EventMetaData,
  Furniture,
  Place,
  Seat,
  Theme,
  WorkflowState,
} from '@quiz/contract';
import { freeTeamPlaces, isOpenForRegistration, teamCapacity, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../db';
import {
  type CityRow,
  type EventRow,
  type PlaceRow,
  parseJson,
  type ThemeRow,
  toBool,
  type UserRow,
} from '../db/schema';
import { sanitizePost } from './sanitize';

export function cityView(row: CityRow): City {
  return {
    id: row.id,
    title: row.title,
    subdomain: row.subdomain,
    currency: { code: row.currency_code, symbol: row.currency_symbol },
    timezone: row.timezone,
  };
}

/** The default city (kept here for existing callers; the cities repository owns the query). */
export { defaultCity } from '../modules/cities/repository';

export interface PlaceExtras {
  seats?: Seat[];
  withFurniture?: boolean;
}

export function placeView(row: PlaceRow, extras: PlaceExtras = {}): Place {
  const place: Place = {
    id: row.id,
    title: row.title,
    address: row.address,
    coordinates: { lat: row.lat, lon: row.lon },
    max_players_in_team: row.max_players_in_team,
    preorder_url: row.preorder_url,
    capacity: row.capacity,
    city: row.city_id,
  };
  if (extras.seats) place.seats = extras.seats;
  if (extras.withFurniture) place.furniture = parseJson<Furniture[]>(row.furniture, []);
  return place;
}

/** Themes with their like counts and, for a known user, isLiked. */
export async function themeViews(db: Db, rows: readonly ThemeRow[], user: UserRow | null): Promise<Theme[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .selectFrom('theme_likes')
    .select(['theme_id', (eb) => eb.fn.countAll().as('n')])
    .where('theme_id', 'in', ids)
    .groupBy('theme_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.theme_id, Number(c.n)]));
  const liked = user
    ? new Set(
        (
          await db
            .selectFrom('theme_likes')
            .select('theme_id')
            .where('user_id', '=', user.id)
            .where('theme_id', 'in', ids)
            .execute()
        ).map((r) => r.theme_id),
      )
    : new Set<number>();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    picture: row.picture,
    picture_thumb: row.picture_thumb,
    trial_game_package: row.trial_game_package_id,
    likes_count: countOf.get(row.id) ?? 0,
    isLiked: liked.has(row.id),
  }));
}

/**
 * Team places left per event (@quiz/domain `teamCapacity`/`freeTeamPlaces`, the rule the teams module
 * registers by): the game's own limit, else the venue's max_teams, else its number of tables, else
 * unlimited (null).
 */
async function freeTeamPlacesByEvent(
  db: Db,
  events: readonly { id: number; place_id: number; max_teams: number | null }[],
): Promise<Map<number, number | null>> {
  const placeIds = [...new Set(events.map((e) => e.place_id))];
  const [places, tables, lineups] = await Promise.all([
    db.selectFrom('places').select(['id', 'max_teams']).where('id', 'in', placeIds).execute(),
    db
      .selectFrom('place_seats')
      .select(['place_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('place_id', 'in', placeIds)
      .groupBy('place_id')
      .execute(),
    db
      .selectFrom('event_teams')
      .select(['event_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where(
        'event_id',
        'in',
        events.map((e) => e.id),
      )
      .where('status', '=', 'registered')
      .groupBy('event_id')
      .execute(),
  ]);
  const maxTeams = new Map(places.map((p) => [p.id, p.max_teams]));
  const tablesOf = new Map(tables.map((t) => [t.place_id, Number(t.n)]));
  const registeredOf = new Map(lineups.map((l) => [l.event_id, Number(l.n)]));
  return new Map(
    events.map((e) => [
      e.id,
      freeTeamPlaces(
        registeredOf.get(e.id) ?? 0,
        teamCapacity({
          max_teams: e.max_teams ?? maxTeams.get(e.place_id),
          tables: tablesOf.get(e.place_id) ?? 0,
        }),
      ),
    ]),
  );
}

/** Full Event objects for the given ids, in the same order; unknown ids are skipped. */
export async function eventsByIds(db: Db, ids: readonly number[], user: UserRow | null): Promise<Event[]> {
  if (ids.length === 0) return [];
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  if (events.length === 0) return [];
  const related = await relatedRows(db, events, user);
  const marks = await userMarks(db, events, user);
  const freePlacesOf = await freeTeamPlacesByEvent(db, events);
  const byId = new Map<number, Event>();
  const now = new Date();
  for (const row of events) {
    const event = eventView(row, related, now);
    if (event)
      byId.set(row.id, { ...event, ...marks(row.id), freeTeamPlaces: freePlacesOf.get(row.id) ?? null });
  }
  return ids.flatMap((id) => {
    const e = byId.get(id);
    return e ? [e] : [];
  });
}

type Related = Awaited<ReturnType<typeof relatedRows>>;

/**
 * What the events' objects embed: the united games' siblings (visible ones only: a draft is in no
 * listing), games with themes, places, cities.
 */
async function relatedRows(db: Db, events: readonly EventRow[], user: UserRow | null) {
  const tags = [...new Set(events.map((e) => e.united_tag).filter((t): t is string => !!t))];
  const united = tags.length
    ? await db
        .selectFrom('events')
        .select(['id', 'place_id', 'united_tag', 'date'])
        .where('united_tag', 'in', tags)
        .where('workflow_state', 'in', [...VISIBLE_STATES])
        .orderBy('id')
        .execute()
    : [];

  const gameIds = [...new Set(events.map((e) => e.game_id))];
  const games = await db.selectFrom('games').selectAll().where('id', 'in', gameIds).execute();
  const themeRows = await db
    .selectFrom('themes')
    .selectAll()
    .where('id', 'in', [...new Set(games.map((g) => g.theme_id))])
    .execute();
  const themes = new Map((await themeViews(db, themeRows, user)).map((t) => [t.id, t]));

  const placeIds = [...new Set([...events.map((e) => e.place_id), ...united.map((u) => u.place_id)])];
  const places = new Map(
    (await db.selectFrom('places').selectAll().where('id', 'in', placeIds).execute()).map((p) => [
      p.id,
      placeView(p),
    ]),
  );
  const cities = new Map(
    (
      await db
        .selectFrom('cities')
        .selectAll()
        .where('id', 'in', [...new Set(events.map((e) => e.city_id))])
        .execute()
    ).map((c) => [c.id, cityView(c)]),
  );
  return { united, gameById: new Map(games.map((g) => [g.id, g])), themes, places, cities };
}

/** The user's own marks on each event: registered (and in reserve), their team, reviewed. */
async function userMarks(db: Db, events: readonly EventRow[], user: UserRow | null) {
  const myLineups = user
    ? await db
        .selectFrom('event_players')
        .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
        .select(['event_teams.event_id', 'event_teams.status', 'event_teams.team_id'])
        .where('event_players.user_id', '=', user.id)
        .where(
          'event_teams.event_id',
          'in',
          events.map((e) => e.id),
        )
        .execute()
    : [];
  const registered = new Set(myLineups.map((r) => r.event_id));
  const myTeamOf = new Map(myLineups.map((r) => [r.event_id, r.team_id]));
  const reviewed = user
    ? new Set(
        (
          await db
            .selectFrom('reviews')
            .select('event_id')
            .where('user_id', '=', user.id)
            .where('is_completed', '=', 1)
            .where(
              'event_id',
              'in',
              events.map((e) => e.id),
            )
            .execute()
        ).map((r) => r.event_id),
      )
    : new Set<number>();
  const inReserve = new Set(myLineups.filter((r) => r.status === 'reserve').map((r) => r.event_id));
  return (eventId: number) => ({
    isRegistered: registered.has(eventId),
    isReserve: inReserve.has(eventId),
    myTeamId: myTeamOf.get(eventId) ?? null,
    isReviewed: reviewed.has(eventId),
  });
}

/** The event as every visitor sees it (undefined when its game, theme, place or city is missing). */
function eventView(
  row: EventRow,
  { united, gameById, themes, places, cities }: Related,
  now: Date,
): Omit<Event, 'isRegistered' | 'isReserve' | 'myTeamId' | 'isReviewed' | 'freeTeamPlaces'> | undefined {
  const game = gameById.get(row.game_id);
  const theme = game ? themes.get(game.theme_id) : undefined;
  const place = places.get(row.place_id);
  const city = cities.get(row.city_id);
  if (!game || !theme || !place || !city) return undefined;
  const siblings = row.united_tag ? united.filter((u) => u.united_tag === row.united_tag) : [];
  return {
    id: row.id,
    date: row.date,
    postfix: row.postfix,
    cost: row.cost,
    difficulty: row.difficulty === 'easy' || row.difficulty === 'norm' ? row.difficulty : 'other',
    workflow_state: row.workflow_state as WorkflowState,
    postponed_from: row.postponed_from,
    reg_url: row.reg_url,
    united: siblings.length > 1,
    united_tag: row.united_tag,
    unitedEvents: siblings.flatMap((s) => {
      const p = places.get(s.place_id);
      return p ? [{ id: s.id, place: p }] : [];
    }),
    city,
    is_completed: toBool(row.is_completed),
    // a cancelled game takes no preorder, whatever the organizer had opened (restored, it has it back)
    is_preorder_opened: toBool(row.is_preorder_opened) && row.workflow_state !== 'cancelled',
    album: row.album_id,
    // Sanitized here so no route can send a raw post (ARCHITECTURE.md "Data and the server").
    meta_data: { post: sanitizePost(parseJson<Partial<EventMetaData>>(row.meta_data, {}).post) },
    game: {
      id: game.id,
      theme,
      game_package_id: game.game_package_id,
      promo_video: game.promo_video,
    },
    // a game's own team size (organizer console) is the one its registration forms enforce
    place:
      row.max_players_in_team === null ? place : { ...place, max_players_in_team: row.max_players_in_team },
    isLiked: theme.isLiked ?? false,
    openRegistraion: isOpenForRegistration(row, now),
  };
}
