/**
 * Prometheus metrics of one server process (prom-client), served at `GET /metrics` in the text format
 * to loopback clients, or to anyone presenting `Authorization: Bearer <METRICS_TOKEN>` when that is
 * set; nginx of `pnpm cluster` never forwards it. One registry per app (tests build many apps).
 *
 * - quiz_http_request_duration_seconds{method,route,status}: every request, by its route pattern
 * - quiz_ssr_render_seconds{owner}, quiz_ssr_page_cache_total{result="hit"|"miss"}: server renders
 * - quiz_jobs{state="pending"|"failed"}: the job queue (read at scrape time)
 * - quiz_event_streams_open: open server-sent event streams of this process
 * - quiz_rate_limit_refusals_total{route}: requests refused with 429 by the request limits
 * - quiz_db_pool_connections{state="total"|"idle"|"waiting"}: the PostgreSQL pool (read at scrape time)
 * - the process metrics of prom-client (memory, CPU, event loop lag), prefixed `quiz_`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from './db';
import { bearsToken, isLoopback } from './local-client';
import { JobQueue } from './modules/reminders/queue';

export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  ssrRender: Histogram<'owner'>;
  ssrPageCache: Counter<'result'>;
  eventStreams: Gauge;
  rateLimitRefusals: Counter<'route'>;
}

export function createMetrics(app: FastifyInstance, handle: DbHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'quiz_' });
  const metrics: Metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'quiz_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    ssrRender: new Histogram({
      name: 'quiz_ssr_render_seconds',
      help: 'Server render of a public page (cache misses only), by the remote that owns it',
      labelNames: ['owner'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    }),
    ssrPageCache: new Counter({
      name: 'quiz_ssr_page_cache_total',
      help: 'Lookups of the rendered page cache: hit or miss',
      labelNames: ['result'],
      registers: [registry],
    }),
    eventStreams: new Gauge({
      name: 'quiz_event_streams_open',
      help: 'Open server-sent event streams',
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'quiz_rate_limit_refusals_total',
      help: 'Requests refused with 429 by the request limits, by route',
      labelNames: ['route'],
      registers: [registry],
    }),
  };
  const queue = new JobQueue(handle.db);
  new Gauge({
    name: 'quiz_jobs',
    help: 'Jobs of the job queue: pending (waiting or running) and failed (gave up)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await queue.counts().catch(() => null);
      if (!counts) return;
      this.set({ state: 'pending' }, counts.pending);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'quiz_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = handle.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  return metrics;
}

/** `GET /metrics`: loopback peers (never through a proxy), or the bearer of METRICS_TOKEN. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined;
    if (!bearsToken(request, token) && (forwarded || !isLoopback(request.socket.remoteAddress)))
      return reply.status(404).header('cache-control', 'no-store').send({ detail: 'Не найдено.' });
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
