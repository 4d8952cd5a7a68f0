/**
 * The states of a game's results and the clock's rule between them (results.ts has the lifecycle: the
 * moves each state allows and their texts). Apart from the texts on purpose: the public pages check a
 * game's state (live-results.ts) and must not load the organizer's texts with it.
 */
export const RESULTS_STATES = ['cancelled', 'notStarted', 'scoring', 'published'] as const;
export type ResultsState = (typeof RESULTS_STATES)[number];

export interface ResultsGame {
  /** the start (ISO instant) */
  date: string;
  results_published_at: string | null;
  workflow_state: string;
}

/** The state of a game's results at `now` (the server passes its own clock). */
export function resultsState(game: ResultsGame, now: Date = new Date()): ResultsState {
  if (game.results_published_at) return 'published';
  if (game.workflow_state === 'cancelled') return 'cancelled';
  const start = new Date(game.date).getTime();
  // a start that is not a date never comes: publishing stays refused
  return Number.isFinite(start) && start <= now.getTime() ? 'scoring' : 'notStarted';
}
