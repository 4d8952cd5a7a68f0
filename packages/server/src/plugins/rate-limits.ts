/**
 * Per-address request limits (@fastify/rate-limit) from ONE table: call name (the contract's
 * descriptor, so no path is spelled here) → limit.
 * Every anonymous write and every expensive read has a row; a route without a row is not limited
 * here (the login-code rules of ../auth/otp.ts come on top for create_user and validate).
 *
 * - The key is `request.ip` (or, for a row `per: 'user'`, the logged-in user's id, counted after the
 *   token is read): the client's address as the trusted proxies report it (TRUST_PROXY),
 *   never a header a client can forge; IPv6 addresses count per /56 prefix (the plugin's default).
 * - The counters are shared by every replica: in Redis when `REDIS_URL` is set, else in the
 *   database (`rate_limit_buckets`, one atomic upsert per hit).
 * - A row may add `perSubject`: a narrower limit counted per what the request is about (a key read from
 *   the validated params and body, e.g. the registration form's game, phone and address), checked
 *   after the body is read, in the same store; the address's row still counts every request.
 * - Refusal: 429 `{detail: 'Слишком много запросов. Попробуйте через N с.', retry_after: N}` plus
 *   `Retry-After: N`.
 * - `RATE_LIMIT_FACTOR` multiplies every max (e2e runs every browser from 127.0.0.1).
 * - Expired rows of `rate_limit_buckets` (these limits without Redis, and the login-code and text
 *   budgets always) are deleted every minute in bounded batches (../auth/rate-limit-sweep.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { AnyCall } from '@quiz/contract';
import type { CallName } from '@quiz/contract/endpoints';
import { normalizePhone } from '@quiz/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { hit } from '../auth/rate-limit';
import { type BucketSweepOptions, startBucketSweep } from '../auth/rate-limit-sweep';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { connected, failFastRedis, redisNames } from '../redis';

export interface RouteLimit {
  readonly max: number;
  readonly windowMs: number;
  /** whose requests are counted: the client address (default) or the logged-in user (else the address) */
  readonly per?: 'address' | 'user';
  /** a narrower limit on top, counted per what the request is about (after the body is read) */
  readonly perSubject?: SubjectLimit;
}

export interface SubjectLimit {
  readonly max: number;
  readonly windowMs: number;
  /** the counter's key, from the validated request (params, body) and its address */
  readonly subject: (request: FastifyRequest) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A field of a validated params or body object (unknown until read). */
function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (Reflect.get(value, name) as unknown) : undefined;
}

/**
 * The registration form's subject: one phone, for one game, from one address. The address is part of
 * it so that a stranger hammering someone's number never refuses its owner's own submits (a lock-out
 * is what the code budgets avoid too); one address spreading over phones meets its own row's ceiling.
 */
function formPhoneOfGame(request: FastifyRequest): string {
  const phone = fieldOf(request.body, 'phone');
  const game = String(fieldOf(request.params, 'id'));
  return `${game}:${normalizePhone(typeof phone === 'string' ? phone : '')}:${request.ip}`;
}

/** The table, keyed by call name. */
export const RATE_LIMITS: Readonly<Partial<Record<CallName, RouteLimit>>> = {
  // anonymous writes
  createUser: { max: 30, windowMs: MINUTE },
  validateCode: { max: 30, windowMs: MINUTE },
  logout: { max: 60, windowMs: MINUTE },
  logoutAll: { max: 10, windowMs: MINUTE },
  log: { max: 120, windowMs: MINUTE },
  childRegistration: { max: 10, windowMs: 10 * MINUTE },
  templateTask: { max: 60, windowMs: MINUTE },
  devOutbox: { max: 60, windowMs: MINUTE },
  // the preorder team link: an anonymous visitor gives a name (creates a phone-less user)
  redeemPreorderToken: { max: 20, windowMs: 10 * MINUTE },
  // the anonymous registration form: keeps the form pending and sends a login code; its code check
  eventRegistrationForm: {
    // The teams of a bar share its one public address on a game night. The address: 3 requests for
    // each of the 20 codes an hour it may cause (CODE_SENDS_PER_ADDRESS), a submit and two corrections
    // that send nothing (a taken title, a wrong invite link). Each phone, for one game: the 4 codes of
    // CODE_SENDS_PER_PHONE_ADDRESS and a correction. Every code still spends the code budgets
    // (auth/code-budget.ts), so the form pumps no more codes than before.
    max: 60,
    windowMs: HOUR,
    perSubject: { max: 5, windowMs: 10 * MINUTE, subject: formPhoneOfGame },
  },
  confirmRegistrationForm: { max: 30, windowMs: MINUTE },
  // the cabinet's save: decodes an avatar (seconds of CPU in the decoding thread) and may send a code
  updateProfile: { max: 20, windowMs: 10 * MINUTE, per: 'user' },
  // writes of a logged-in user (a flood from one address is still a flood)
  like: { max: 120, windowMs: MINUTE },
  setComfortableTime: { max: 120, windowMs: MINUTE },
  // expensive reads (several joins per answer)
  landingFeed: { max: 120, windowMs: MINUTE },
  gamesPast: { max: 120, windowMs: MINUTE },
  gamesFuture: { max: 120, windowMs: MINUTE },
  gamesDeveloping: { max: 120, windowMs: MINUTE },
  unitedEvents: { max: 120, windowMs: MINUTE },
  monthScores: { max: 120, windowMs: MINUTE },
  eventScores: { max: 120, windowMs: MINUTE },
  rating: { max: 120, windowMs: MINUTE },
  // public reads the cache (http/public-cache.ts) answers for anonymous visitors: only its misses
  // and logged-in visitors' reads count; every page load of the shell asks common and cities_list
  themes: { max: 300, windowMs: MINUTE },
  common: { max: 600, windowMs: MINUTE },
  citiesList: { max: 600, windowMs: MINUTE },
  mediaFile: { max: 600, windowMs: MINUTE },
  // the live results of a game night: a hall of phones shares one address, so the limits are wide
  liveResults: { max: 300, windowMs: MINUTE },
  resultsStream: { max: 120, windowMs: MINUTE },
  uploadedImage: { max: 1200, windowMs: MINUTE },
};

/** The table row of a route's call, if any. */
export function limitFor(call: AnyCall | undefined): RouteLimit | undefined {
  return call ? RATE_LIMITS[call.name as CallName] : undefined;
}

export const rateLimitText = (seconds: number): string =>
  `Слишком много запросов. Попробуйте через ${seconds} с.`;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over `rate_limit_buckets` (the replicas' shared database). */
function databaseStore(db: Db) {
  return class DatabaseStore {
    readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rl:';
    }
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const now = new Date();
      hit(db, `${this.prefix}${key}`, { max, windowMs: timeWindow }, now).then(
        (result) => callback(null, { current: result.count, ttl: result.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    /** one key space per route (the plugin passes the merged params, with the route in `routeInfo`) */
    child(params: object): DatabaseStore {
      const info: unknown = 'routeInfo' in params ? params.routeInfo : undefined;
      const method = typeof info === 'object' && info !== null && 'method' in info ? info.method : '';
      const url = typeof info === 'object' && info !== null && 'url' in info ? info.url : '';
      return new DatabaseStore(`${this.prefix}${String(method)} ${String(url)}:`);
    }
  };
}

/**
 * The preHandler of a row's `perSubject` limit: the plugin's limiter on the same store (Redis or the
 * database), keyed by the call and the subject; a refusal is the table's 429 (the error handler adds
 * `Retry-After`). Made on first use: the plugin's `createRateLimit` exists once it is registered.
 */
function subjectHook(app: FastifyInstance, name: string, limit: SubjectLimit, factor: number) {
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  return async (request: FastifyRequest): Promise<void> => {
    limiter ??= app.createRateLimit({
      max: Math.max(1, Math.round(limit.max * factor)),
      timeWindow: limit.windowMs,
      keyGenerator: (r) => `${name}:${limit.subject(r)}`,
    });
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw refusal(app, request, Math.max(1, result.ttlInSeconds));
  };
}

/** The table's 429 for a refused request, counted by its route. */
function refusal(app: FastifyInstance, request: FastifyRequest, seconds: number): HttpError {
  app.metrics.rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' });
  return new HttpError(429, { detail: rateLimitText(seconds), retry_after: seconds });
}

/** The plugin's counting headers stay off: a refused client is told only when to come back. */
const NO_COUNT_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

export interface RateLimitOptions {
  /** multiplies every max (default env RATE_LIMIT_FACTOR, else 1) */
  factor?: number;
  /** redis://… for a Redis store (default env REDIS_URL); else the database */
  redisUrl?: string;
  /** the sweep of expired `rate_limit_buckets` rows (default: every minute); false: none (tests) */
  sweep?: BucketSweepOptions | false;
}

export async function registerRateLimits(
  app: FastifyInstance,
  db: Db,
  options: RateLimitOptions = {},
): Promise<void> {
  const envFactor = Number(process.env.RATE_LIMIT_FACTOR);
  const factor = options.factor ?? (Number.isFinite(envFactor) && envFactor > 0 ? envFactor : 1);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (options.sweep !== false) {
    const sweep = startBucketSweep(db, {
      onError: (error) => app.log.error({ err: error }, 'rate-limit bucket sweep failed'),
      ...options.sweep,
    });
    app.addHook('onClose', async () => sweep.stop());
  }

  // Runs before the plugin's own onRoute hook (hooks run in the order they were added).
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = limitFor(route.config?.call);
    if (!limit) return;
    const max = Math.max(1, Math.round(limit.max * factor));
    const perUser =
      limit.per === 'user'
        ? {
            hook: 'preHandler' as const,
            keyGenerator: (request: FastifyRequest) =>
              request.currentUser ? `user:${request.currentUser.id}` : request.ip,
          }
        : {};
    route.config = {
      ...(route.config ?? {}),
      rateLimit: { max, timeWindow: limit.windowMs, ...perUser },
    } as typeof route.config;
    if (limit.perSubject) {
      const name = route.config?.call?.name ?? route.url;
      const hook = subjectHook(app, name, limit.perSubject, factor);
      const existing = route.preHandler;
      route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
    }
  });

  let redis: Redis | undefined;
  if (redisUrl) {
    redis = failFastRedis(redisUrl);
    await connected(redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }

  await app.register(rateLimit, {
    global: false,
    // the default key: request.ip (as TRUST_PROXY resolves it), IPv6 grouped by /56 prefix
    // the deployment's key space in a shared Redis (../redis.ts)
    ...(redis ? { redis, nameSpace: redisNames(app.settings.env).rateLimits } : { store: databaseStore(db) }),
    // a broken Redis must not take the site down: the request goes through, the error is logged
    skipOnError: Boolean(redis),
    addHeadersOnExceeding: NO_COUNT_HEADERS,
    addHeaders: { ...NO_COUNT_HEADERS, 'retry-after': true },
    errorResponseBuilder: (request, context) =>
      refusal(app, request, Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
