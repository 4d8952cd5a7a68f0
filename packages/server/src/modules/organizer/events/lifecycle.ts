/**
 * What a cancellation, a move and a restoration change besides the form's fields, and what they tell:
 * - `revision` rises on each change of the date, each cancellation and restoration: the SEQUENCE of the
 *   game's `.ics` entries, so a calendar takes the newer copy (STATUS:CANCELLED, the new time);
 * - `postponed_from` keeps the start an announced game had before its move («Игра перенесена»);
 * - `cancelled_from` keeps the state a cancelled game had, the one `restore` brings it back to.
 * The notice of the move (to everyone on the game: ./notices.ts) says the game's new state.
 */
import { restoreDateError } from '@quiz/domain';
import { httpError } from '../../../errors';
import type { NoticeOf } from '../../reminders/notices';
import { moveText, type NoticeGame } from './notices';

/** The stored fields a move reads. */
export interface LifecycleRow {
  workflow_state: string;
  date: string;
  revision: number;
  cancelled_from: string | null;
}

/** One write: the row before it, the state and date after it. */
export interface Move {
  before: LifecycleRow;
  state: string;
  date: string;
}

/** States whose games players see announced: a move of one is a postponement they are told. */
const ANNOUNCED: ReadonlySet<string> = new Set(['published', 'sitting']);

const moved = (m: Move) => Date.parse(m.date) !== Date.parse(m.before.date);
const cancelling = (m: Move) => m.state === 'cancelled' && m.before.workflow_state !== 'cancelled';
const restoring = (m: Move) => m.before.workflow_state === 'cancelled' && m.state !== 'cancelled';
/** A move of a game players see (a draft's new date is no postponement). */
export const isPostponement = (m: Move): boolean => moved(m) && ANNOUNCED.has(m.state);

/** The columns the move writes besides the form's fields (none for a plain edit). */
export function lifecycleColumns(m: Move) {
  const columns: { revision?: number; postponed_from?: string; cancelled_from?: string | null } = {};
  if (moved(m) || cancelling(m) || restoring(m)) columns.revision = m.before.revision + 1;
  if (isPostponement(m)) columns.postponed_from = m.before.date;
  if (cancelling(m)) columns.cancelled_from = m.before.workflow_state;
  if (restoring(m)) columns.cancelled_from = null;
  return columns;
}

/** A restored game must still be ahead (its new date, when the restoration moves it too): else 400. */
export function checkRestorable(date: string, now: Date = new Date()): void {
  const error = restoreDateError(date, now);
  if (error) throw httpError(400, error);
}

/** The notice of the move and its text, or null when the move tells nobody. */
export function noticeOfMove(
  m: Move,
  event: number,
  game: NoticeGame,
  reason: string | null | undefined,
): { of: NoticeOf; text: string } | null {
  // every move that tells raises the revision (lifecycleColumns): its notice is dropped once it rises again
  const revision = m.before.revision + 1;
  const of: Exclude<NoticeOf, { kind: 'promoted' }> | null = cancelling(m)
    ? { event, revision, kind: 'cancelled' }
    : restoring(m)
      ? { event, revision, kind: 'restored', date: m.date }
      : isPostponement(m)
        ? { event, revision, kind: 'moved', moved_to: m.date }
        : null;
  // a cancellation names the start the game had, a move or a restoration its new one
  return (
    of && { of, text: moveText(of.kind, game, of.kind === 'cancelled' ? m.before.date : m.date, reason) }
  );
}
