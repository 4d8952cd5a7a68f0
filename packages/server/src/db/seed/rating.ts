/**
 * Rating seasons: the current one computed from the seeded results by the rating service (as the
 * server does when results change), the previous one archived with made-up rows.
 */
import { recomputeSeason } from '../../modules/rating/service';
import { insertId } from '../rows';
import type { SeedContext, TeamSeed } from './context';

export async function seedRating({ db, r, now }: SeedContext, teams: readonly TeamSeed[]): Promise<number> {
  const year = now.getUTCFullYear();
  const dayMs = 86_400_000;
  const currentSeason = await insertId(db, 'rating_seasons', {
    name: `Сезон ${year}`,
    city_id: null,
    starts_at: new Date(now.getTime() - 60 * dayMs).toISOString(),
    ends_at: new Date(now.getTime() + 120 * dayMs).toISOString(),
  });
  await recomputeSeason(db, currentSeason);
  const previousSeason = await insertId(db, 'rating_seasons', {
    name: `Сезон ${year - 1}`,
    city_id: null,
    starts_at: new Date(now.getTime() - 425 * dayMs).toISOString(),
    ends_at: new Date(now.getTime() - 61 * dayMs).toISOString(),
  });
  await db
    .insertInto('rating_rows')
    .values(
      teams.slice(0, 30).map((t) => {
        const games = r.int(4, 18);
        const firsts = r.int(0, Math.floor(games / 4));
        const seconds = r.int(0, Math.floor(games / 4));
        const thirds = r.int(0, Math.floor(games / 4));
        return {
          season_id: previousSeason,
          team_id: t.id,
          team_name: t.title,
          points: games * r.int(18, 30) + firsts * 5,
          games,
          firsts,
          seconds,
          thirds,
        };
      }),
    )
    .execute();
  return 2;
}
