/**
 * `GET /api/health`: the server answers, which remote registry is in effect (registry.ts), whether the
 * deployed shell can host every registered remote (compat.ts), and the job queue's pending and failed
 * jobs (modules/reminders/queue.ts).
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
    const shared = app.sharedHealth?.();
    const status = registry.status === 'ok' && !shared?.incompatible.length ? 'ok' : 'degraded';
    return { ...registry, status, jobs: await new JobQueue(db).counts(), ...(shared ? { shared } : {}) };
  },
});
