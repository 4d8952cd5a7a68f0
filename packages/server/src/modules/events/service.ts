/** Event rules: what a visitor may open, the united game of a day, the package after the game. */
import type { Album, AllowAnyEventsQuery, Event } from '@quiz/contract';
import { dayKey, isPassed, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { notFound, orNotFound } from '../../errors';
import { eventsByIds } from '../../views/catalogue';
import { gamePackageView } from '../packages/repository';
import { albumView, myEventTeams, visibleEvent } from './repository';

export const EVENT_NOT_FOUND = 'Игра не найдена.';
export const ALBUM_NOT_FOUND = 'Фотоотчёта к этой игре пока нет.';

/** One visible event as the user sees it (flags and own team when logged in); 404 otherwise. */
export async function eventDetail(db: Db, id: number, user: UserRow | null): Promise<Event> {
  orNotFound(await visibleEvent(db, id), EVENT_NOT_FOUND);
  const [event] = await eventsByIds(db, [id], user);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, event_teams: await myEventTeams(db, id, user) };
}

/** The event with its package; the questions only once the game has passed. */
export async function eventWithGamePackage(db: Db, id: number, user: UserRow | null): Promise<Event> {
  const event = await eventDetail(db, id, user);
  const pkg = event.game.game_package_id
    ? await gamePackageView(db, event.game.game_package_id, isPassed(event.date))
    : null;
  return { ...event, game: { ...event.game, game_package: pkg } };
}

/**
 * The visible events of a united game; with `date`, only those on that calendar day in their own
 * venue city's time zone (SPEC: a united game is one evening in every city).
 */
export async function unitedEvents(
  db: Db,
  { united_tag, date }: AllowAnyEventsQuery,
  user: UserRow | null,
): Promise<Event[]> {
  const rows = await db
    .selectFrom('events')
    .innerJoin('cities', 'cities.id', 'events.city_id')
    .select(['events.id as id', 'events.date as date', 'cities.timezone as timezone'])
    .where('events.united_tag', '=', united_tag)
    .where('events.workflow_state', 'in', [...VISIBLE_STATES])
    .orderBy('events.date')
    .orderBy('events.id')
    .execute();
  const ids = rows.filter((r) => !date || dayKey(r.date, r.timezone) === date).map((r) => r.id);
  return eventsByIds(db, ids, user);
}

export async function eventAlbum(db: Db, id: number): Promise<Album> {
  const row = orNotFound(await visibleEvent(db, id), EVENT_NOT_FOUND);
  return orNotFound(row.album_id ? await albumView(db, row.album_id, row.id) : null, ALBUM_NOT_FOUND);
}
