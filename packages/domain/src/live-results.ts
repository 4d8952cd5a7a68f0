/**
 * The live results of a game night, as players and the hall see them: when the link «Результаты в
 * прямом эфире» is offered, and the texts of the link, its QR code and the organizer's share block.
 *
 * It follows the results lifecycle (results.ts, its states in results-state.ts) and adds no rule of its own: the link is offered in the
 * `scoring` state, from the game's start (start ≤ now) until its results are published. Before the start
 * there is nothing to follow; once published, the ordinary results stay («Итоги игры»), and a cancelled
 * game has none.
 *
 * The public game (its page, its cards, the player's cabinet) carries no publication instant: publishing
 * finishes the game (`workflow_state` `finished`) and taking the results back returns it to the state it
 * had before (`stateAfterUnpublish`), so a finished game's results are the published ones.
 */
import { type ResultsState, resultsState } from './results-state';

export const LIVE_RESULTS_TEXTS = {
  /** the link on the game's page, the player's registration and the cabinet */
  link: 'Результаты в прямом эфире',
} as const;

/** What a public game says of its results' state. */
export interface PublicResultsGame {
  /** the start (ISO instant) */
  date: string;
  workflow_state: string;
}

/** The results state of a game as the public sees it (a finished game's results are published). */
export function publicResultsState(game: PublicResultsGame, now: Date = new Date()): ResultsState {
  const published = game.workflow_state === 'finished' ? game.date : null;
  return resultsState({ ...game, results_published_at: published }, now);
}

/** «Результаты в прямом эфире» is offered: the game has started and its results are not yet published. */
export function showsLiveResults(game: PublicResultsGame, now: Date = new Date()): boolean {
  return publicResultsState(game, now) === 'scoring';
}
