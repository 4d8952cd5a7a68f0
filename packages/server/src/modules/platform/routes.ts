/** `GET /api/health`: the server answers, and which remote registry is in effect (registry.ts). */
import { type HealthResponse, platformCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';

export const platformRoutes = routeCalls(platformCalls, {
  health: ({ app, reply }): HealthResponse => {
    reply.header('cache-control', 'no-store');
    return (
      app.remoteRegistry?.health() ?? {
        status: 'ok',
        registry: { source: 'none', file: null, error: null, loadedAt: new Date().toISOString() },
        remotes: {},
      }
    );
  },
});
