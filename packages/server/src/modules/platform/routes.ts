/**
 * `GET /api/health`: the server answers, which remote registry is in effect (registry.ts), and the
 * job queue's pending and failed jobs (modules/reminders/queue.ts).
 */
import { type HealthResponse, platformCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { JobQueue } from '../reminders/queue';

export const platformRoutes = routeCalls(platformCalls, {
  health: async ({ app, db, reply }): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    const registry = app.remoteRegistry?.health() ?? {
      status: 'ok' as const,
      registry: { source: 'none' as const, file: null, error: null, loadedAt: new Date().toISOString() },
      remotes: {},
    };
    return { ...registry, jobs: await new JobQueue(db).counts() };
  },
});
