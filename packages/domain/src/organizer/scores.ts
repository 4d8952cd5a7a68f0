/**
 * Scoring a game night: a tour's score (0 to 100 in half points), the tours of a game's scoring table,
 * what a person types in a score cell, totals and shared places. The server's score writes, the
 * contract's schemas and the score sheet (mf-seating) use the same functions.
 */
import { withSharedPlaces } from '../ranking';

/** A tour score is a number from 0 to 100 in half points (0, 0.5, 1, …, 100). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const SCORE_STEP = 0.5;
/** Tours a scoring table takes when the game has no package that says how many. */
export const DEFAULT_TOURS = 6;
/** Fewest and most tours a game may have (the scoring table's columns). */
export const MIN_TOURS = 1;
export const MAX_TOURS = 20;

export const SCORE_TEXTS = {
  notNumber: 'Баллы — это число, например 7 или 7,5.',
  range: `Баллы за тур — от ${SCORE_MIN} до ${SCORE_MAX}.`,
  step: 'Баллы ставятся с шагом 0,5.',
  unknownTour: 'В этой игре нет такого тура.',
  stale: 'Баллы этой команды уже изменил другой организатор. Показаны текущие — проверьте и введите снова.',
  notCheckedIn: 'Команда не отмечена как пришедшая: сначала отметьте её на странице команд.',
  noScores: 'Нет ни одного результата: введите баллы, прежде чем публиковать.',
  published: 'Результаты опубликованы.',
  notPlayedYet: 'Игра ещё не началась: результаты можно публиковать после её начала.',
  tours: `Туров — от ${MIN_TOURS} до ${MAX_TOURS}.`,
  toursBelowScored: (tour: number) => `Баллы уже введены за тур ${tour}: туров не может быть меньше.`,
} as const;

/** The message for a number of tours that breaks a rule (a whole number from 1 to 20), else undefined. */
export function toursError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return SCORE_TEXTS.tours;
  return value < MIN_TOURS || value > MAX_TOURS ? SCORE_TEXTS.tours : undefined;
}

/** The message for a tour score that breaks a rule, else undefined. */
export function scoreError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SCORE_TEXTS.notNumber;
  if (value < SCORE_MIN || value > SCORE_MAX) return SCORE_TEXTS.range;
  if (!Number.isInteger(value / SCORE_STEP)) return SCORE_TEXTS.step;
  return undefined;
}

export const isValidScore = (value: unknown): value is number => scoreError(value) === undefined;

/** What a person typed in a score cell (`7`, `7,5`, `7.5`, blank) as a number; null for blank, NaN for junk. */
export function parseScoreInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Tour number (as text, "1".."20") → score. */
export type TourScores = Readonly<Record<string, number>>;

/** The sum of a team's tour scores (exact in half points). */
export function scoreTotal(tourScores: TourScores): number {
  return Object.values(tourScores).reduce((sum, score) => sum + score, 0);
}

/**
 * Totals and places of a scoring table: best total first, ties share a place (1, 2, 2, 4) and keep the
 * order the rows are given in. A score sheet's rows come in title order (the server sorts them), so ties
 * are by title and the order is stable while the organizer types, with no collation in the browser: the
 * first Russian collator of a page loads ICU's collation data in one main-thread call.
 */
export function rankScores<T extends { tour_scores: TourScores }>(
  rows: readonly T[],
): Array<T & { total: number; rank: number }> {
  const withTotals = rows.map((row) => ({ ...row, total: scoreTotal(row.tour_scores) }));
  // Array.prototype.sort is stable: equal totals stay in the given order
  withTotals.sort((a, b) => b.total - a.total);
  return withSharedPlaces(withTotals, (row) => row.total);
}

/** The totals and places of rankScores, the rows left in the order given (a score sheet's: by title). */
export function withPlaces<T extends { tour_scores: TourScores }>(
  rows: readonly T[],
): Array<T & { total: number; rank: number }> {
  const ranked = rankScores(rows.map((row, index) => ({ index, tour_scores: row.tour_scores })));
  const placeOf = new Map(ranked.map((r) => [r.index, r]));
  return rows.map((row, index) => ({
    ...row,
    total: placeOf.get(index)?.total ?? 0,
    rank: placeOf.get(index)?.rank ?? rows.length,
  }));
}
