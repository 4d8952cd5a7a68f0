/**
 * One-off texts to a person (a cancelled or moved game told to its captains) on the durable job queue,
 * delivered through the login-code channels like the reminders (`MessageSender`). Enqueued in the same
 * transaction as the change that causes them; the reminder worker runs them every minute, and the
 * process that made the change runs them at once after its commit (`deliverNoticesNow`).
 */
import type { Db } from '../../db';
import { type JobHandler, JobQueue } from './queue';
import { senderFromEnv } from './sender';
import type { MessageSender } from './service';

export const NOTICE_JOB = 'notice';

interface NoticePayload {
  phone: string;
  text: string;
}

/** Queues a text for a phone; `db` may be the transaction of the change. */
export async function enqueueNotice(db: Db, phone: string, text: string): Promise<void> {
  await new JobQueue(db).enqueue(NOTICE_JOB, { phone, text } satisfies NoticePayload, undefined, db);
}

export function noticeHandler(sender: MessageSender): JobHandler {
  return async (job) => {
    const payload = job.payload as Partial<NoticePayload>;
    if (typeof payload.phone !== 'string' || typeof payload.text !== 'string')
      return { status: 'cancelled', reason: 'malformed notice' };
    await sender.send(payload.phone, payload.text);
    return { status: 'done' };
  };
}

/** Runs the notices due now in this process (after the change that queued them was committed). */
export async function deliverNoticesNow(db: Db, env: NodeJS.ProcessEnv): Promise<number> {
  const queue = new JobQueue(db);
  return queue.runDue({ [NOTICE_JOB]: noticeHandler(senderFromEnv(env, db, () => new Date())) });
}
