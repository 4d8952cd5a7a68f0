/**
 * The joins several modules start their queries from, written once: each caller adds its own columns
 * and conditions. All are Kysely builders, so the columns a caller selects stay typed.
 */
import type { Queryable } from './index';

/** Games (events) with their city (time zone, currency) and game (package, theme). */
export function eventsWithCityAndGame(db: Queryable) {
  return db
    .selectFrom('events')
    .innerJoin('cities', 'cities.id', 'events.city_id')
    .innerJoin('games', 'games.id', 'events.game_id');
}

/** Games with their city, game, venue and theme: what a game's page or schedule shows about it. */
export function eventsWithVenueAndTheme(db: Queryable) {
  return eventsWithCityAndGame(db)
    .innerJoin('places', 'places.id', 'events.place_id')
    .innerJoin('themes', 'themes.id', 'games.theme_id');
}

/** The event teams of one game with their seating row (absent: out of the game, no table, version 0). */
export function eventTeamsWithSeating(db: Queryable, eventId: number) {
  return db
    .selectFrom('event_teams')
    .leftJoin('event_team_seating', 'event_team_seating.event_team_id', 'event_teams.id')
    .where('event_teams.event_id', '=', eventId);
}

/** Team links (the tokens of a team's preorder page) with the event team each one opens. */
export function teamLinksWithEventTeam(db: Queryable) {
  return db
    .selectFrom('preorder_tokens')
    .innerJoin('event_teams', 'event_teams.id', 'preorder_tokens.event_team_id');
}
