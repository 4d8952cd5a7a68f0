/**
 * One-off texts to a person (a cancelled, moved or restored game told to everyone on it; a reserve team
 * taken into the main list at the door told to its captain) on the durable job queue, delivered through
 * the login-code channels like the reminders (`MessageSender`). Enqueued in the same transaction as the
 * change that causes them; the reminder worker runs them every minute, and the process that made the
 * change runs them at once after its commit (`deliverNoticesNow`).
 *
 * When it goes out, a notice spends the text budgets of its number (auth/text-budget.ts): one notice of
 * a moved or restored game per person and game per half hour, one cancellation per person and game per
 * half hour, and the number's hourly and daily budgets (a promotion: the number's budgets only). A notice
 * that must wait is deferred to the end of the refusing window; when it runs, a notice of a state the
 * game no longer has is dropped (a move, cancellation or restoration once the game's revision has risen
 * again — moved, cancelled or restored since: that change has its own notice), so the person is told the
 * game's latest state once.
 */
import { giveBackTextBudget, spendTextBudget, TextBudgetError, type TextSend } from '../../auth/text-budget';
import type { Db } from '../../db';
import { type JobHandler, type JobOutcome, JobQueue } from './queue';
import { senderFromEnv } from './sender';
import type { MessageSender } from './service';

export const NOTICE_JOB = 'notice';

/**
 * What a notice says about its game: cancelled, moved to `moved_to`, or back on at `date` (each with
 * the game's `revision` that change made); or its lineup `event_team` was taken from the reserve into
 * the main list (the organizer's door, organizer/teams/door.ts).
 */
export type NoticeOf =
  | ({ event: number; kind: 'cancelled' } & Revised)
  | ({ event: number; kind: 'moved'; moved_to: string } & Revised)
  | ({ event: number; kind: 'restored'; date: string } & Revised)
  | { event: number; kind: 'promoted'; event_team: number };

/** The game's revision (events.revision) a cancellation, move or restoration made. */
interface Revised {
  /** absent in notices queued before revisions: their state is compared instead */
  revision?: number | undefined;
}

type GameChange = Exclude<NoticeOf, { kind: 'promoted' }>;

interface NoticePayload {
  phone: string;
  text: string;
  /** absent in notices queued before notices named their game: sent on the number's budgets only */
  event_id?: number;
  /** absent in notices queued before restorations: a `moved_to` then says moved, null cancelled */
  kind?: NoticeOf['kind'];
  moved_to?: string | null;
  /** a restored game's start when it was restored */
  date?: string;
  /** the game's revision a cancellation, move or restoration made */
  revision?: number;
  /** a promotion of the lineup `event_team` */
  event_team?: number;
}

/** Queues a text for a phone; `db` may be the transaction of the change. */
export async function enqueueNotice(db: Db, phone: string, text: string, of: NoticeOf): Promise<void> {
  const payload: NoticePayload =
    of.kind === 'promoted'
      ? { phone, text, event_id: of.event, kind: of.kind, event_team: of.event_team }
      : {
          phone,
          text,
          event_id: of.event,
          kind: of.kind,
          moved_to: of.kind === 'moved' ? of.moved_to : null,
          ...(of.kind === 'restored' ? { date: of.date } : {}),
          ...(of.revision !== undefined ? { revision: of.revision } : {}),
        };
  await new JobQueue(db).enqueue(NOTICE_JOB, payload, undefined, db);
}

/** The game change a stored payload tells (notices queued before `kind` read by their `moved_to`). */
function changeOf(payload: Partial<NoticePayload>, event: number): GameChange | undefined {
  const movedTo = typeof payload.moved_to === 'string' ? payload.moved_to : null;
  const revision = typeof payload.revision === 'number' ? payload.revision : undefined;
  if (payload.kind === 'restored')
    return typeof payload.date === 'string'
      ? { event, revision, kind: 'restored', date: payload.date }
      : undefined;
  if (payload.kind === 'moved' || (payload.kind === undefined && movedTo !== null))
    return movedTo === null ? undefined : { event, revision, kind: 'moved', moved_to: movedTo };
  return { event, revision, kind: 'cancelled' };
}

/** Whether the game no longer is as the notice says (moved again, cancelled or restored since). */
async function superseded(db: Db, of: GameChange): Promise<boolean> {
  const event = await db
    .selectFrom('events')
    .select(['date', 'workflow_state', 'revision'])
    .where('id', '=', of.event)
    .executeTakeFirst();
  if (!event) return true;
  // a later change of the game (a higher revision) has its own notice
  if (of.revision !== undefined) return event.revision !== of.revision;
  const cancelled = event.workflow_state === 'cancelled';
  if (of.kind === 'cancelled') return !cancelled;
  const at = of.kind === 'moved' ? of.moved_to : of.date;
  return cancelled || Date.parse(event.date) !== Date.parse(at);
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

/** Why the notice is no longer to be sent, or null. */
async function dropReason(db: Db, payload: Partial<NoticePayload>, event: number | undefined) {
  if (payload.kind === 'promoted')
    return typeof payload.event_team === 'number' && (await promotionSuperseded(db, payload.event_team))
      ? 'the promoted lineup is no longer in the main list'
      : null;
  if (event === undefined) return null;
  const change = changeOf(payload, event);
  return !change || (await superseded(db, change)) ? 'superseded by a later change of the game' : null;
}

export function noticeHandler(db: Db, sender: MessageSender, now: () => Date): JobHandler {
  return async (job): Promise<JobOutcome> => {
    const payload = job.payload as Partial<NoticePayload>;
    if (typeof payload.phone !== 'string' || typeof payload.text !== 'string')
      return { status: 'cancelled', reason: 'malformed notice' };
    const event = typeof payload.event_id === 'number' ? payload.event_id : undefined;
    const dropped = await dropReason(db, payload, event);
    if (dropped) return { status: 'cancelled', reason: dropped };
    const at = now();
    const promotion = payload.kind === 'promoted';
    const send: TextSend = {
      kind: 'notice-delivery',
      phone: payload.phone,
      // a promotion goes out at once (the number's budgets only): it names no game's half hour
      event: promotion ? undefined : event,
      cancellation: !promotion && event !== undefined && changeOf(payload, event)?.kind === 'cancelled',
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
