/** Result queries: the rows of games (with their tour scores), the played games of a city. */
import type { ResultRow } from '@quiz/contract';
import { VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../db';

/** Result rows of the given events, keyed by event id, each list ordered by total (best first). */
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
  return byEvent;
}

/** Visible games of a city that have results, latest first. */
export async function playedEventsOfCity(db: Db, cityId: number): Promise<{ id: number; date: string }[]> {
  return db
    .selectFrom('events')
    .select(['id', 'date'])
    .where('city_id', '=', cityId)
    .where('workflow_state', 'in', [...VISIBLE_STATES])
    .where('id', 'in', db.selectFrom('results').select('event_id'))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
