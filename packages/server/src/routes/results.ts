/**
 * Results (SPEC §7): `events_scores/{id}/` — one game's result rows; `events_scores/?month=` — the
 * games of a month with their rows and the months that have results (the month picker).
 * Months are counted in the city's time zone, in JS, so the queries stay portable SQL.
 */
import { type GameScores, type ResultRow, resultsCalls } from '@quiz/contract';
import { withSharedPlaces } from '@quiz/domain';
import type { Db } from '../db';
import { notFound } from '../errors';
import { routeCalls } from '../http/calls';
import { defaultCity, eventsByIds } from '../views/catalogue';
import { EVENT_NOT_FOUND, VISIBLE_STATES, visibleEvent } from './events-support';
import { ratingSeasons } from './rating';

/** Result rows of the given events, keyed by event id, each list ordered by total (best first), ties sharing a place. */
export async function resultRowsByEvent(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, ResultRow[]>> {
  const byEvent = new Map<number, ResultRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('results')
    .selectAll()
    .where('event_id', 'in', [...eventIds])
    .orderBy('total_score', 'desc')
    .orderBy('rank')
    .orderBy('id')
    .execute();
  const tours = rows.length
    ? await db
        .selectFrom('result_tour_scores')
        .select(['result_id', 'tour_number', 'score'])
        .where(
          'result_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('tour_number')
        .execute()
    : [];
  const toursOf = new Map<number, Record<string, number>>();
  for (const t of tours) {
    const map = toursOf.get(t.result_id) ?? {};
    map[String(t.tour_number)] = Number(t.score);
    toursOf.set(t.result_id, map);
  }
  for (const r of rows) {
    const list = byEvent.get(r.event_id) ?? [];
    list.push({
      rank: r.rank,
      team_id: r.team_id,
      team_title: r.team_title,
      tour_score: toursOf.get(r.id) ?? {},
      total_score: Number(r.total_score),
    });
    byEvent.set(r.event_id, list);
  }
  // tied totals share a place (1, 2, 2, 4)
  for (const [id, list] of byEvent)
    byEvent.set(
      id,
      withSharedPlaces(list, (row) => row.total_score),
    );
  return byEvent;
}

/** `YYYY-MM` of an ISO instant in a time zone (UTC when the zone is unknown). */
export function monthKey(iso: string, timeZone: string): string {
  const date = new Date(iso);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
      date,
    );
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(date);
  }
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

export const resultRoutes = routeCalls(resultsCalls, {
  eventScores: async ({ params, db }) => {
    const event = await visibleEvent(db, params.id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return (await resultRowsByEvent(db, [event.id])).get(event.id) ?? [];
  },

  monthScores: async ({ query: { city, month }, db, user }) => {
    const cityRow =
      city === undefined
        ? await defaultCity(db)
        : await db.selectFrom('cities').selectAll().where('id', '=', city).executeTakeFirst();
    if (!cityRow) throw notFound('Город не найден.');
    const played = await db
      .selectFrom('events')
      .select(['id', 'date'])
      .where('city_id', '=', cityRow.id)
      .where('workflow_state', 'in', [...VISIBLE_STATES])
      .where('id', 'in', db.selectFrom('results').select('event_id'))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const keyed = played.map((e) => ({ id: e.id, month: monthKey(e.date, cityRow.timezone) }));
    const months = [...new Set(keyed.map((e) => e.month))].sort().reverse();
    const shown = month ?? months[0] ?? null;
    const ids = keyed.filter((e) => e.month === shown).map((e) => e.id);
    const [events, rows] = await Promise.all([eventsByIds(db, ids, user), resultRowsByEvent(db, ids)]);
    const byId = new Map(events.map((e) => [e.id, e]));
    const games: GameScores[] = [];
    for (const id of ids) {
      const event = byId.get(id);
      if (event) games.push({ event, results: rows.get(id) ?? [] });
    }
    return { month: shown, months, games };
  },

  rating: async ({ query, db }) => ratingSeasons(db, query.city),
});
