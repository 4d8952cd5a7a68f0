/** What every route can reach on the Fastify instance: the database and the app's settings. */
import type { AnyCall } from '@quiz/contract';
import type { SharedHealth } from '../compat';
import type { Db } from '../db';
import type { Metrics } from '../metrics';
import type { RegistryHolder } from '../registry';

export interface AppSettings {
  /** true in production: dev-only helpers (the code outbox) stay closed */
  production: boolean;
  /** GET /api/dev/outbox is served (to loopback clients only) */
  devOutbox: boolean;
  /** the environment the code channel and the OTP limits come from */
  env: NodeJS.ProcessEnv;
  /** METRICS_TOKEN: its bearer sees `/metrics` and `/api/health`'s details from any host */
  metricsToken: string | undefined;
  /**
   * The site's canonical origin (`https://quiz.example`, no trailing slash): every absolute URL the
   * server writes (sitemap.xml, robots.txt, page meta, calendar links, invitations) starts with it,
   * never with the request's Host header, which any client can set.
   */
  publicOrigin: string;
}

/** A route as Fastify registered it (collected by an onRoute hook in app.ts). */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  /** the call descriptor the route was registered from (every /api call has one) */
  call?: AnyCall;
  schema: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    hide?: boolean;
    security?: unknown;
    /** `['text/event-stream']` for a stream call */
    produces?: readonly string[];
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: AppSettings;
    /** the remote registry served as /remotes.json; null on an API-only server (static serving off) */
    remoteRegistry: RegistryHolder | null;
    /** can the deployed shell host every registered remote (compat.ts); null on an API-only server */
    sharedHealth: (() => SharedHealth) | null;
    registeredRoutes: readonly RegisteredRoute[];
    /** the Prometheus metrics of this process (metrics.ts) */
    metrics: Metrics;
  }
}
