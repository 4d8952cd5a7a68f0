/**
 * A game's workflow as the organizer moves it: which moves a state allows (`allowedActions`: the console
 * offers exactly these) and the state a move leads to, or the Russian refusal (`nextState`: the server
 * refuses with it). One state machine for both sides, like `resultsActions` / `resultsRefusal` of the
 * results.
 */
import { ORGANIZER_TEXTS } from './texts';

/**
 * Every workflow move an organizer makes in the console; `restore` brings a cancelled game back to the
 * state it was cancelled from.
 */
export const EVENT_ACTIONS = ['save', 'publish', 'unpublish', 'postpone', 'cancel', 'restore'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** Workflow states an organizer may still reschedule or cancel. */
export const RESCHEDULABLE_STATES = ['draft', 'development', 'published', 'sitting'] as const;

export const isReschedulable = (state: string): boolean =>
  (RESCHEDULABLE_STATES as readonly string[]).includes(state);

/** States not yet announced as published: «Опубликовать» takes them to `published`. */
const UNPUBLISHED: ReadonlySet<string> = new Set(['draft', 'development']);

/**
 * The moves a game in `state` allows, `registered` lineups on it: a cancelled game is only restored; a
 * game that has passed keeps `save` for its fields other than the date and the venue; a draft is
 * published (not cancelled: nobody sees it); an announced game is postponed and cancelled, and taken
 * back to a draft only while no team is registered.
 */
export function allowedActions(state: string, registered = 0): readonly EventAction[] {
  if (state === 'cancelled') return ['restore'];
  if (!isReschedulable(state)) return ['save'];
  const actions: EventAction[] = ['save', 'postpone'];
  if (UNPUBLISHED.has(state)) actions.push('publish');
  if (state !== 'draft') actions.push('cancel');
  if (state !== 'draft' && registered === 0) actions.push('unpublish');
  return actions;
}

/** What a move reads besides the game's state. */
export interface MoveFacts {
  /** lineups registered on the game (reserve not counted) */
  registered: number;
  /** the move changes the date or the venue */
  changesSchedule: boolean;
  /** the state a cancelled game was cancelled from */
  cancelledFrom?: string | null;
}

export type MoveResult = { state: string; error?: undefined } | { error: string };

/** Why `action` is refused for a game in `state` (one of ORGANIZER_TEXTS), else undefined: whatever allowedActions leaves out. */
function moveRefusal(state: string, action: EventAction, facts: MoveFacts): string | undefined {
  if (action === 'restore') return state === 'cancelled' ? undefined : ORGANIZER_TEXTS.restoreNotCancelled;
  if (state === 'cancelled') return ORGANIZER_TEXTS.cannotChangeCancelled;
  if (!isReschedulable(state) && (facts.changesSchedule || action !== 'save'))
    return ORGANIZER_TEXTS.cannotChangeFinished;
  if (allowedActions(state, facts.registered).includes(action)) return undefined;
  if (action === 'cancel') return ORGANIZER_TEXTS.cancelDraft;
  if (action === 'publish') return ORGANIZER_TEXTS.alreadyPublished;
  return facts.registered > 0 ? ORGANIZER_TEXTS.unpublishRegistered : ORGANIZER_TEXTS.notPublished;
}

/**
 * The workflow state after `action`, or the refusal. `restore` brings a cancelled game back to the state
 * it was cancelled from (a game cancelled before that was kept is announced again: `published`).
 */
export function nextState(state: string, action: EventAction, facts: MoveFacts): MoveResult {
  const error = moveRefusal(state, action, facts);
  if (error) return { error };
  switch (action) {
    case 'restore':
      return {
        state:
          facts.cancelledFrom && isReschedulable(facts.cancelledFrom) ? facts.cancelledFrom : 'published',
      };
    case 'publish':
      return { state: 'published' };
    case 'unpublish':
      return { state: 'draft' };
    case 'cancel':
      return { state: 'cancelled' };
    default:
      return { state };
  }
}

/** A restored game must still be ahead (its new date, when the restoration moves it too). */
export function restoreDateError(date: string, now: Date = new Date()): string | undefined {
  return Date.parse(date) <= now.getTime() ? ORGANIZER_TEXTS.restorePassed : undefined;
}
