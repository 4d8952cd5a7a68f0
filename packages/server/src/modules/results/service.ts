/**
 * Results rules: a game's rows (404 for an event a visitor may not see), the games of a month with
 * the months that have results. Months are counted in the city's own time zone (@quiz/domain).
 */
import type { GameScores, MonthScoresResponse, ResultRow } from '@quiz/contract';
import { monthKey } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { orNotFound } from '../../errors';
import { eventsByIds } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';
import { visibleEvent } from '../events/repository';
import { EVENT_NOT_FOUND } from '../events/service';
import { playedEventsOfCity, resultRowsByEvent } from './repository';

export async function eventScores(db: Db, eventId: number): Promise<ResultRow[]> {
  const event = orNotFound(await visibleEvent(db, eventId), EVENT_NOT_FOUND);
  return (await resultRowsByEvent(db, [event.id])).get(event.id) ?? [];
}

/** The month shown (the given one, else the latest with results), every month with results, its games. */
export async function monthScores(
  db: Db,
  query: { city?: number; month?: string },
  user: UserRow | null,
): Promise<MonthScoresResponse> {
  const city = await resolveCity(db, query.city);
  if (!city) return { month: query.month ?? null, months: [], games: [] };
  const played = await playedEventsOfCity(db, city.id);
  const keyed = played.map((e) => ({ id: e.id, month: monthKey(e.date, city.timezone) }));
  const months = [...new Set(keyed.map((e) => e.month))].sort().reverse();
  const shown = query.month ?? months[0] ?? null;
  const ids = keyed.filter((e) => e.month === shown).map((e) => e.id);
  const [events, rows] = await Promise.all([eventsByIds(db, ids, user), resultRowsByEvent(db, ids)]);
  const byId = new Map(events.map((e) => [e.id, e]));
  const games: GameScores[] = [];
  for (const id of ids) {
    const event = byId.get(id);
    if (event) games.push({ event, results: rows.get(id) ?? [] });
  }
  return { month: shown, months, games };
}
