/**
 * The lifecycle of a game's results: one state machine for the server (which refuses a move the state
 * does not allow, changing nothing) and the organizer's scoring screen (which shows the state's
 * sentence and only the buttons of its allowed moves).
 *
 * | state        | when                                             | allowed moves              |
 * | ------------ | ------------------------------------------------ | -------------------------- |
 * | `cancelled`  | the game was cancelled                           | none                       |
 * | `notStarted` | its start is still ahead (start > now)           | `score`                    |
 * | `scoring`    | it has started (start ≤ now), results not public | `score`, `publish`         |
 * | `published`  | its results are public and in the season rating  | `score`, `unpublish`       |
 *
 * - **Entering scores**: allowed for a team once it is checked in for the night (the scoring table's
 *   rows are the arrived teams), whatever the clock says; a cancelled game takes none. Teams are
 *   checked in as they arrive, before the start, and the venue's screen and the game's results page
 *   show the scores as a count in progress; none of it reaches the results lists or the rating before
 *   the start, because publishing waits for it.
 * - **Publishing** needs the game to have started: its start time ≤ now on the server's clock (the
 *   screen's clock only decides whether to offer the button). Before that the server answers
 *   {@link RESULTS_TEXTS}.notPlayedYet and writes nothing; the screen shows that sentence instead of
 *   the button. Publishing copies the scores into the public results, recomputes the rating seasons
 *   the game counts for and marks the game finished. A game with no scores is refused too
 *   (`SCORE_TEXTS.noScores`); publishing published results again is refused (a correction republishes
 *   by itself).
 * - **A correction** of a published game's score republishes its results at once (rating recomputed).
 * - **Unpublishing** takes the results back: they leave the game's page and the rating (recomputed),
 *   and the game returns to the workflow state it had before publishing ({@link stateAfterUnpublish}).
 *   The organizer then corrects the scores and publishes again.
 */
import { SCORE_TEXTS } from './organizer/scores';
import type { ResultsState } from './results-state';

// the states and the clock's rule live apart from the texts, so a public page's state check does not
// bring the organizer's texts along
export { RESULTS_STATES, type ResultsGame, type ResultsState, resultsState } from './results-state';

export const RESULTS_ACTIONS = ['score', 'publish', 'unpublish'] as const;
export type ResultsAction = (typeof RESULTS_ACTIONS)[number];

const ALLOWED: Readonly<Record<ResultsState, readonly ResultsAction[]>> = {
  cancelled: [],
  notStarted: ['score'],
  scoring: ['score', 'publish'],
  published: ['score', 'unpublish'],
};

export const RESULTS_TEXTS = {
  notPlayedYet: SCORE_TEXTS.notPlayedYet,
  alreadyPublished:
    'Результаты этой игры уже опубликованы. Исправленные баллы публикуются сами; чтобы снять результаты, нажмите «Снять с публикации».',
  notPublished: 'Результаты этой игры не опубликованы: снимать с публикации нечего.',
  cancelled: 'Игра отменена: у неё нет результатов.',
  published: SCORE_TEXTS.published,
  unpublished: 'Результаты сняты с публикации. Исправьте баллы и опубликуйте их снова.',
  publish: 'Опубликовать результаты',
  unpublish: 'Снять с публикации',
  /** the change history's lines */
  history: {
    published: SCORE_TEXTS.published,
    republished: 'Результаты опубликованы снова',
    unpublished: 'Результаты сняты с публикации',
  },
  /** what the scoring screen says in each state, above its buttons */
  state: {
    cancelled: 'Игра отменена: у неё нет результатов.',
    notStarted: SCORE_TEXTS.notPlayedYet,
    scoring: 'Результаты ещё не опубликованы и в рейтинг не входят. Проверьте баллы и опубликуйте.',
    published: 'Результаты опубликованы. Исправленные баллы публикуются сами.',
  } satisfies Record<ResultsState, string>,
  publishConfirm: {
    title: 'Опубликовать результаты?',
    description:
      'Итоги появятся на странице игры и в результатах, рейтинг сезона пересчитается с ними. Игра станет прошедшей: её нет среди ближайших игр, регистрация закрыта, участники могут оставить отзыв. Снять результаты с публикации и исправить баллы можно и потом.',
    confirm: 'Опубликовать',
    cancel: 'Не публиковать',
  },
  unpublishConfirm: {
    title: 'Снять результаты с публикации?',
    description:
      'Итоги пропадут со страницы игры и из результатов, рейтинг сезона пересчитается без этой игры. Баллы в таблице останутся: исправьте их и опубликуйте снова.',
    confirm: 'Снять с публикации',
    cancel: 'Оставить',
  },
} as const;

/** What the state machine reads of a game. */
/** The moves allowed in `state`. */
export function resultsActions(state: ResultsState): readonly ResultsAction[] {
  return ALLOWED[state];
}

/** Why `action` is not allowed in `state` (a Russian sentence), or undefined when it is. */
export function resultsRefusal(state: ResultsState, action: ResultsAction): string | undefined {
  if (ALLOWED[state].includes(action)) return undefined;
  if (state === 'cancelled') return RESULTS_TEXTS.cancelled;
  if (action === 'unpublish') return RESULTS_TEXTS.notPublished;
  if (state === 'published') return RESULTS_TEXTS.alreadyPublished;
  return RESULTS_TEXTS.notPlayedYet;
}

/** Workflow states a game may have had before its results were published. */
const BEFORE_RESULTS = ['draft', 'development', 'published', 'sitting'] as const;

/**
 * The workflow state a game returns to when its results are taken back: the one it had before
 * publishing (the history of its publication records it), else `published` (an announced game).
 */
export function stateAfterUnpublish(before: unknown): (typeof BEFORE_RESULTS)[number] {
  return BEFORE_RESULTS.find((state) => state === before) ?? 'published';
}
