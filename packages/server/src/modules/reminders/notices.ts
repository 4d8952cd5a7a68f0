/**
 * One-off texts to a person (a cancelled or moved game told to its captains) on the durable job queue,
 * delivered through the login-code channels like the reminders (`MessageSender`). Enqueued in the same
 * transaction as the change that causes them; the reminder worker runs them every minute, and the
 * process that made the change runs them at once after its commit (`deliverNoticesNow`).
 *
 * When it goes out, a notice spends the text budgets of its number (auth/text-budget.ts): one notice of a
 * moved game per person and game per half hour, and the number's hourly and daily budgets. A notice that
 * must wait is deferred to the end of the refusing window; when it runs, a notice of a move the game no
 * longer has (moved again, or cancelled) is dropped, so the person is told the game's latest state once.
 */
import { giveBackTextBudget, spendTextBudget, TextBudgetError, type TextSend } from '../../auth/text-budget';
import type { Db } from '../../db';
import { type JobHandler, type JobOutcome, JobQueue } from './queue';
import { senderFromEnv } from './sender';
import type { MessageSender } from './service';

export const NOTICE_JOB = 'notice';

/**
 * What a notice says about its game: it moved to `moved_to`, or (null) it was cancelled; or its lineup
 * `event_team` was taken from the reserve into the main list (the organizer's door, organizer/teams/door.ts).
 */
export type NoticeOf =
  | { event: number; moved_to: string | null }
  | { event: number; kind: 'promoted'; event_team: number };

interface NoticePayload {
  phone: string;
  text: string;
  /** absent in notices queued before notices named their game: sent on the number's budgets only */
  event_id?: number;
  moved_to?: string | null;
  /** a promotion of the lineup `event_team` */
  kind?: 'promoted';
  event_team?: number;
}

/** Queues a text for a phone; `db` may be the transaction of the change. */
export async function enqueueNotice(db: Db, phone: string, text: string, of: NoticeOf): Promise<void> {
  const payload: NoticePayload =
    'kind' in of
      ? { phone, text, event_id: of.event, kind: of.kind, event_team: of.event_team }
      : { phone, text, event_id: of.event, moved_to: of.moved_to };
  await new JobQueue(db).enqueue(NOTICE_JOB, payload, undefined, db);
}

/** Whether the game no longer is where the notice says it moved (moved again, or cancelled since). */
async function superseded(db: Db, eventId: number, movedTo: string): Promise<boolean> {
  const event = await db
    .selectFrom('events')
    .select(['date', 'workflow_state'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return true;
  return event.workflow_state === 'cancelled' || Date.parse(event.date) !== Date.parse(movedTo);
}

/** A promoted lineup is told only while it is still in the main list and its game is not cancelled. */
async function promotionSuperseded(db: Db, eventTeamId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select(['event_teams.status', 'events.workflow_state'])
    .where('event_teams.id', '=', eventTeamId)
    .executeTakeFirst();
  return row?.status !== 'registered' || row.workflow_state === 'cancelled';
}

export function noticeHandler(db: Db, sender: MessageSender, now: () => Date): JobHandler {
  return async (job): Promise<JobOutcome> => {
    const payload = job.payload as Partial<NoticePayload>;
    if (typeof payload.phone !== 'string' || typeof payload.text !== 'string')
      return { status: 'cancelled', reason: 'malformed notice' };
    const event = typeof payload.event_id === 'number' ? payload.event_id : undefined;
    const movedTo = typeof payload.moved_to === 'string' ? payload.moved_to : null;
    if (event !== undefined && movedTo !== null && (await superseded(db, event, movedTo)))
      return { status: 'cancelled', reason: 'superseded by a later change of the game' };
    // a promotion goes out at once like a cancellation (the number's budgets only)
    if (payload.kind === 'promoted' && typeof payload.event_team === 'number')
      if (await promotionSuperseded(db, payload.event_team))
        return { status: 'cancelled', reason: 'the promoted lineup is no longer in the main list' };
    const at = now();
    const send: TextSend = {
      kind: 'notice-delivery',
      phone: payload.phone,
      event,
      cancellation: movedTo === null,
    };
    try {
      await spendTextBudget(db, send, at);
    } catch (error) {
      if (!(error instanceof TextBudgetError)) throw error;
      const until = new Date(at.getTime() + error.retryAfter * 1000);
      return { status: 'deferred', until, reason: `text budget: ${error.budget}` };
    }
    try {
      await sender.send(payload.phone, payload.text);
    } catch (error) {
      // not delivered: the retry spends the budgets again
      await giveBackTextBudget(db, send, at);
      throw error;
    }
    return { status: 'done' };
  };
}

/** Runs the notices due now in this process (after the change that queued them was committed). */
export async function deliverNoticesNow(
  db: Db,
  env: NodeJS.ProcessEnv,
  now: () => Date = () => new Date(),
): Promise<number> {
  const queue = new JobQueue(db, { now });
  return queue.runDue({ [NOTICE_JOB]: noticeHandler(db, senderFromEnv(env, db, now), now) });
}
