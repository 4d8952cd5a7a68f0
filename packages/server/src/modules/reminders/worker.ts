/**
 * The reminder worker of a real server process: every `intervalMs` (default a minute) it plans due
 * reminders and runs due jobs. server.ts starts it (REMINDERS=off keeps it off); buildApp never does,
 * so tests and other modules' suites stay quiet.
 */
import type { Db } from '../../db';
import { JobQueue } from './queue';
import { type MessageSender, reminderTick } from './service';

export interface ReminderWorkerOptions {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export function startReminderWorker(options: ReminderWorkerOptions): { stop(): Promise<void> } {
  const queue = new JobQueue(options.db, { now: options.now });
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = reminderTick(options.db, queue, options.sender, options.publicUrl)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
