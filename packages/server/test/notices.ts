/**
 * Sends the queued notices of moved and cancelled games (the reminders' job queue) until none is left
 * to run at `now`: what the worker does on its ticks, run at once so a test reads the texts sent.
 */
import type { FastifyInstance } from 'fastify';
import { deliverNoticesNow } from '../src/modules/reminders/notices';

export async function settleNotices(app: FastifyInstance, now: () => Date = () => new Date()): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    await deliverNoticesNow(app.db, app.settings.env, now);
    const busy = await app.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'notice')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now().toISOString())]),
        ]),
      )
      .execute();
    if (busy.length === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('notices still running');
}
