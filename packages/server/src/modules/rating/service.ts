/**
 * Team rating (SPEC §7 `GET /api/rating/`): seasons newest first, each with its rows ranked by the
 * rule of @quiz/domain (rating.ts). `?city=` keeps the seasons of that city and the ones of every
 * city (`city_id` null). A season's rows are computed from the game results (`recomputeSeason`):
 * the seed calls it, and so must every call that writes results.
 */
import type { RatingRow, RatingSeason } from '@quiz/contract';
import { rankRating, tallyResults } from '@quiz/domain';
import type { Db } from '../../db';
import { replaceSeasonRows, resultsBetween, rowsOfSeasons, seasonById, seasonsOf } from './repository';

/** The rating seasons (of the city and of every city when `city` is given), rows ranked. */
export async function ratingSeasons(db: Db, city: number | undefined): Promise<RatingSeason[]> {
  const seasons = await seasonsOf(db, city);
  const rows = await rowsOfSeasons(
    db,
    seasons.map((s) => s.id),
  );
  return seasons.map(
    (season): RatingSeason => ({
      id: season.id,
      name: season.name,
      rows: rankRating(
        rows.filter((r) => r.season_id === season.id).map((r) => ({ ...r, points: Number(r.points) })),
      ).map(
        (r): RatingRow => ({
          rank: r.rank,
          team_id: r.team_id,
          team_name: r.team_name,
          points: r.points,
          games: r.games,
          firsts: r.firsts,
          seconds: r.seconds,
          thirds: r.thirds,
        }),
      ),
    }),
  );
}

/** Recomputes a season's rows from the results of the games played within it. */
export async function recomputeSeason(db: Db, seasonId: number): Promise<void> {
  const season = await seasonById(db, seasonId);
  const results = await resultsBetween(db, season.starts_at, season.ends_at, season.city_id);
  await replaceSeasonRows(db, seasonId, tallyResults(results));
}
