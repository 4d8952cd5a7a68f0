/**
 * `GET /api/health` (liveness): the server answers, which replica it is, which remote registry is in
 * effect (registry.ts), whether the deployed shell can host every registered remote (compat.ts), and
 * the job queue's pending and failed jobs (modules/reminders/queue.ts). The details (host:pid, job
 * counts, file names) go to a client on this machine (local-client.ts: the real peer, a forwarded
 * address only from a proxy TRUST_PROXY names) or the bearer of METRICS_TOKEN; anyone else gets
 * `{status}`.
 * `GET /api/ready` (readiness, plugins/lifecycle.ts): 200 or 503 with the checks.
 */
import { type HealthResponse, platformCalls } from '@quiz/contract';
import { HttpError } from '../../errors';
import { routeCalls } from '../../http/calls';
import { seesServerDetails } from '../../local-client';
import { JobQueue } from '../reminders/queue';

export const platformRoutes = routeCalls(platformCalls, {
  health: async ({ app, db, reply, request }): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    const registry = app.remoteRegistry?.health() ?? {
      status: 'ok' as const,
      registry: { source: 'none' as const, file: null, error: null, loadedAt: new Date().toISOString() },
      remotes: {},
    };
    const shared = app.sharedHealth?.();
    const status = registry.status === 'ok' && !shared?.incompatible.length ? 'ok' : 'degraded';
    if (!seesServerDetails(request)) return { status };
    return {
      ...registry,
      status,
      replica: app.lifecycle.replica,
      jobs: await new JobQueue(db).counts(),
      ...(shared ? { shared } : {}),
    };
  },
  ready: async ({ app, reply }) => {
    reply.header('cache-control', 'no-store');
    const readiness = await app.readiness();
    if (!readiness.ready) throw new HttpError(503, readiness);
    return readiness;
  },
});
