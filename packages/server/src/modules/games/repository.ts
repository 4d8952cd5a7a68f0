/** Games-list queries: event ids of a city by state and time, the user's games, themes. */
import { OPEN_REGISTRATION_STATES, PLAYED_STATES } from '@quiz/domain';
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';

/**
 * States of the upcoming games a city's lists show: open for registration (SPEC §4: published or
 * sitting), and cancelled ones until their date, so a player who looks for his game finds it marked
 * «Игра отменена» instead of gone (a draft is never cancelled: the console refuses it).
 */
const UPCOMING_STATES = [...OPEN_REGISTRATION_STATES, 'cancelled'] as const;

/** Events of a city not started yet, open for registration or cancelled. */
const upcomingOpen = (db: Db, cityId: number) =>
  db
    .selectFrom('events')
    .where('events.city_id', '=', cityId)
    .where('events.workflow_state', 'in', [...UPCOMING_STATES])
    .where('events.date', '>', nowIso());

/** Upcoming events of a city (open for registration, or cancelled and marked so), soonest first. */
export async function upcomingOpenIds(db: Db, cityId: number): Promise<number[]> {
  const rows = await upcomingOpen(db, cityId)
    .select('events.id')
    .orderBy('events.date')
    .orderBy('events.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Themes "in preparation" in the city (SPEC §2 theme card: a theme with no event yet): no past and
 * no upcoming event, i.e. no event announced or played (PLAYED_STATES, whatever its date). A theme
 * played last week is not «В подготовке»; one whose only event is still in development is.
 */
export async function themesWithoutEvents(db: Db, cityId: number) {
  return db
    .selectFrom('themes')
    .selectAll()
    .where('archived_at', 'is', null)
    .where(
      'id',
      'not in',
      db
        .selectFrom('events')
        .innerJoin('games', 'games.id', 'events.game_id')
        .where('events.city_id', '=', cityId)
        .where('events.workflow_state', 'in', [...PLAYED_STATES])
        .select('games.theme_id'),
    )
    .orderBy('id')
    .execute();
}

/** Events of a city whose game is in development, soonest first. */
export async function developingIds(db: Db, cityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('city_id', '=', cityId)
    .where('workflow_state', '=', 'development')
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** One page of the played games of a city, latest first, and how many there are. */
export async function pastPage(
  db: Db,
  cityId: number,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; count: number }> {
  const base = db
    .selectFrom('events')
    .where('city_id', '=', cityId)
    .where('workflow_state', 'in', [...PLAYED_STATES])
    .where('date', '<', nowIso());
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .select('id')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((r) => r.id), count: Number(total?.n ?? 0) };
}

/** The (non-draft) events the user plays in, with their dates. */
export async function eventsPlayedBy(db: Db, userId: number): Promise<{ id: number; date: string }[]> {
  return db
    .selectFrom('events')
    .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
    .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
    .select(['events.id as id', 'events.date as date'])
    .where('event_players.user_id', '=', userId)
    .where('events.workflow_state', '!=', 'draft')
    .distinct()
    .execute();
}

/** The themes the site lists: the archived ones are out of them (their games still show them). */
export async function allThemes(db: Db) {
  return db.selectFrom('themes').selectAll().where('archived_at', 'is', null).orderBy('id').execute();
}

export async function themeById(db: Db, id: number) {
  return db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first theme with a trial game, else the first trial package of no theme. */
export async function promoTrial(db: Db): Promise<{ packageId: number; themeId: number | null } | null> {
  const theme = await db
    .selectFrom('themes')
    .selectAll()
    .where('trial_game_package_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (theme?.trial_game_package_id) return { packageId: theme.trial_game_package_id, themeId: theme.id };
  const any = await db
    .selectFrom('game_packages')
    .select('id')
    .where('is_trial', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return any ? { packageId: any.id, themeId: null } : null;
}
