/**
 * Team rating (SPEC §7 `GET /api/rating/`): seasons newest first, each with its rows ranked by points
 * (equal points share a place, 1, 2, 2, 4; the order among them: more firsts, seconds, thirds, fewer games, then name). `?city=` keeps the seasons of that city
 * and the ones of every city (`city_id` null).
 */
import type { RatingRow, RatingSeason } from '@quiz/contract';
import { rankWithTies } from '@quiz/domain';
import type { Db } from '../db';

/** The rating seasons (of the city and of every city when `city` is given), rows ranked. */
export async function ratingSeasons(db: Db, city: number | undefined): Promise<RatingSeason[]> {
  let query = db.selectFrom('rating_seasons').select(['id', 'name']);
  if (city !== undefined)
    query = query.where((eb) => eb.or([eb('city_id', 'is', null), eb('city_id', '=', city)]));
  const seasons = await query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  if (seasons.length === 0) return [];
  const rows = await db
    .selectFrom('rating_rows')
    .selectAll()
    .where(
      'season_id',
      'in',
      seasons.map((s) => s.id),
    )
    .execute();
  const bySeason = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) bySeason.set(row.season_id, [...(bySeason.get(row.season_id) ?? []), row]);
  return seasons.map((season): RatingSeason => {
    const sorted = (bySeason.get(season.id) ?? []).sort(
      (a, b) =>
        Number(b.points) - Number(a.points) ||
        b.firsts - a.firsts ||
        b.seconds - a.seconds ||
        b.thirds - a.thirds ||
        a.games - b.games ||
        a.team_name.localeCompare(b.team_name, 'ru'),
    );
    const places = rankWithTies(sorted, (r) => Number(r.points));
    return {
      id: season.id,
      name: season.name,
      rows: sorted.map(
        (r, i): RatingRow => ({
          rank: places[i] ?? i + 1,
          team_id: r.team_id,
          team_name: r.team_name,
          points: Number(r.points),
          games: r.games,
          firsts: r.firsts,
          seconds: r.seconds,
          thirds: r.thirds,
        }),
      ),
    };
  });
}
