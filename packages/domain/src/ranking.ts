/**
 * Places in a results or rating table (SPEC §2 "Results", "Rating"): tied scores share a place and the
 * next place skips the tied ones — standard competition ranking, 1, 2, 2, 4.
 */

/**
 * The place of each row of `sorted` (best first): a row whose score equals the previous row's takes
 * the previous row's place, otherwise its own position (1-based).
 *
 * ```ts
 * rankWithTies([30, 25, 25, 20], (s) => s) // [1, 2, 2, 4]
 * ```
 */
export function rankWithTies<T>(sorted: readonly T[], score: (row: T) => number): number[] {
  const places: number[] = [];
  sorted.forEach((row, i) => {
    const previous = i > 0 ? sorted[i - 1] : undefined;
    const place = previous !== undefined && score(previous) === score(row) ? (places[i - 1] ?? i + 1) : i + 1;
    places.push(place);
  });
  return places;
}

/** The rows with their `rank` set by {@link rankWithTies}. */
export function withSharedPlaces<T extends object>(
  sorted: readonly T[],
  score: (row: T) => number,
): Array<T & { rank: number }> {
  const places = rankWithTies(sorted, score);
  return sorted.map((row, i) => ({ ...row, rank: places[i] ?? i + 1 }));
}
