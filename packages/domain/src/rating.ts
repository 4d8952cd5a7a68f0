/**
 * The team rating rule (SPEC §7 rating/): a team's points are the sum of its game totals in the
 * season; rows are ordered by points, then more firsts, seconds, thirds, fewer games, then name.
 * Places, in the rating and in one game's results, are by position today (1, 2, 3, …); a change to
 * shared places happens here only.
 */

export interface RatingTally {
  team_id: number | null;
  team_name: string;
  points: number;
  games: number;
  firsts: number;
  seconds: number;
  thirds: number;
}

/** One team's place in one game, as the results table stores it. */
export interface GameResult {
  team_id: number | null;
  team_title: string;
  total_score: number;
  rank: number;
}

/** The order of the rating table (negative when `a` is above `b`). */
export function compareRating(a: RatingTally, b: RatingTally): number {
  return (
    b.points - a.points ||
    b.firsts - a.firsts ||
    b.seconds - a.seconds ||
    b.thirds - a.thirds ||
    a.games - b.games ||
    a.team_name.localeCompare(b.team_name, 'ru')
  );
}

/** The rows in rating order, each with its place. */
export function rankRating<T extends RatingTally>(rows: readonly T[]): (T & { rank: number })[] {
  return [...rows].sort(compareRating).map((row, i) => ({ ...row, rank: i + 1 }));
}

/**
 * The places of one game: best total first, ties broken by `tieBreak`; the place is the position
 * (1, 2, 3, …) — the one rule to change for shared places.
 */
export function placeByTotal<T extends { total: number }>(
  rows: readonly T[],
  tieBreak: (a: T, b: T) => number,
): (T & { rank: number })[] {
  return [...rows]
    .sort((a, b) => b.total - a.total || tieBreak(a, b))
    .map((row, i) => ({ ...row, rank: i + 1 }));
}

/** Sums game results per team (by team id, else by title), in the order teams first appear. */
export function tallyResults(results: readonly GameResult[]): RatingTally[] {
  const byTeam = new Map<string, RatingTally>();
  for (const r of results) {
    const key = r.team_id === null ? `title:${r.team_title}` : `id:${r.team_id}`;
    const tally = byTeam.get(key) ?? {
      team_id: r.team_id,
      team_name: r.team_title,
      points: 0,
      games: 0,
      firsts: 0,
      seconds: 0,
      thirds: 0,
    };
    tally.points += r.total_score;
    tally.games += 1;
    if (r.rank === 1) tally.firsts += 1;
    if (r.rank === 2) tally.seconds += 1;
    if (r.rank === 3) tally.thirds += 1;
    byTeam.set(key, tally);
  }
  return [...byTeam.values()];
}
