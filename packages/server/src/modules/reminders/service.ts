/**
 * Reminders of registered games. The planner (`planReminders`, every minute) reads the
 * current registrations and enqueues each due reminder once per (user, event, kind, start); the job
 * (`deliverReminder`) checks again when it runs: a withdrawn player, a cancelled or moved game, a
 * player who switched reminders off or a game already started cancels it, and so does a number that has
 * had its texts for the hour or the day (auth/text-budget.ts). No hook in the teams code.
 */
import {
  type CalendarGame,
  isRegistrationOpen,
  REMINDER_KINDS,
  REMINDER_OFFSETS_MS,
  type ReminderKind,
  reminderDueAt,
  reminderKindAt,
  reminderText,
} from '@quiz/domain';
import { giveBackTextBudget, spendTextBudget, TextBudgetError } from '../../auth/text-budget';
import type { Db } from '../../db';
import { NOTICE_JOB, noticeHandler } from './notices';
import type { JobHandler, JobOutcome, JobQueue } from './queue';
import * as repo from './repository';

export const REMINDER_JOB = 'reminder';

/** How far ahead the planner looks beyond the longest reminder. */
const HORIZON_MS = 60 * 60 * 1000;

/** Sends a text to a phone (the channels of login codes; the dev outbox locally). */
export interface MessageSender {
  send(phone: string, text: string): Promise<void>;
}

interface ReminderPayload {
  delivery_id: number;
  user_id: number;
  event_id: number;
  kind: ReminderKind;
  starts_at: string;
}

export function calendarGame(row: repo.CalendarRow, publicUrl: string): CalendarGame {
  return {
    theme: row.theme,
    postfix: row.postfix,
    startsAt: row.date,
    venue: row.venue,
    address: row.address,
    timeZone: row.timezone,
    url: `${publicUrl.replace(/\/$/, '')}/event/${row.event_id}`,
  };
}

/** Enqueues every reminder due now or within the horizon; returns how many were new. */
export async function planReminders(db: Db, queue: JobQueue): Promise<number> {
  const now = queue.now();
  const longest = Math.max(...Object.values(REMINDER_OFFSETS_MS));
  const rows = await repo.playersToRemind(
    db,
    now.toISOString(),
    new Date(now.getTime() + longest + HORIZON_MS).toISOString(),
  );
  let planned = 0;
  for (const row of rows) {
    const startsAt = new Date(row.date);
    const current = reminderKindAt(startsAt, now);
    for (const kind of REMINDER_KINDS) {
      const due = reminderDueAt(startsAt, kind);
      // a future reminder is queued ahead; of those already due only the latest one is sent
      if (due.getTime() <= now.getTime() && kind !== current) continue;
      const reminder = {
        user_id: row.user_id,
        event_id: row.event_id,
        kind,
        starts_at: startsAt.toISOString(),
      };
      const created = await db.transaction().execute(async (trx) => {
        const deliveryId = await repo.recordDelivery(trx, { ...reminder, created_at: now.toISOString() });
        if (deliveryId === null) return false;
        const payload: ReminderPayload = { delivery_id: deliveryId, ...reminder };
        const jobId = await queue.enqueue(
          REMINDER_JOB,
          payload,
          new Date(Math.max(due.getTime(), now.getTime())),
          trx,
        );
        await repo.attachJob(trx, deliveryId, jobId);
        return true;
      });
      if (created) planned++;
    }
  }
  return planned;
}

/** The job handler: checks the registration again and sends the message. */
export function reminderHandler(
  db: Db,
  queue: JobQueue,
  sender: MessageSender,
  publicUrl: string,
): JobHandler {
  return async (job): Promise<JobOutcome> => {
    const payload = job.payload as ReminderPayload;
    const cancel = async (reason: string, replan: boolean): Promise<JobOutcome> => {
      // a withdrawn player or one who switched reminders off may register or switch on again
      if (replan) await repo.forgetDelivery(db, payload.delivery_id);
      return { status: 'cancelled', reason };
    };
    const row = await repo.registration(db, payload.user_id, payload.event_id);
    if (!row) return cancel('not registered', true);
    if (!isRegistrationOpen(row.workflow_state)) return cancel(`event ${row.workflow_state}`, false);
    if (new Date(row.date).toISOString() !== payload.starts_at) return cancel('event moved', false);
    if (row.reminders_enabled !== 1) return cancel('reminders off', true);
    if (!row.phone) return cancel('no phone', true);
    if (queue.now().getTime() >= new Date(row.date).getTime()) return cancel('game started', false);
    const send = { kind: 'reminder', phone: row.phone } as const;
    try {
      await spendTextBudget(db, send, queue.now());
    } catch (error) {
      // the number has had its texts for the hour or the day: a late reminder is worth nothing
      if (error instanceof TextBudgetError) return cancel(`text budget: ${error.budget}`, false);
      throw error;
    }
    try {
      await sender.send(row.phone, reminderText(calendarGame(row, publicUrl), payload.kind));
    } catch (error) {
      await giveBackTextBudget(db, send, queue.now());
      throw error;
    }
    return { status: 'done' };
  };
}

/** One tick of the worker: plan, then run due jobs. */
export async function reminderTick(
  db: Db,
  queue: JobQueue,
  sender: MessageSender,
  publicUrl: string,
): Promise<{ planned: number; ran: number }> {
  const planned = await planReminders(db, queue);
  const ran = await queue.runDue({
    [REMINDER_JOB]: reminderHandler(db, queue, sender, publicUrl),
    [NOTICE_JOB]: noticeHandler(db, sender, queue.now),
  });
  return { planned, ran };
}
