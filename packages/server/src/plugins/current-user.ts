/**
 * The current user of an /api request, from `Authorization: Token <40 hex>` (SPEC §7).
 * Tokens are stored only as sha256 hex (`tokens.key_hash`) and die after SESSION_IDLE_MS without use
 * (sliding: every use moves the deadline; `last_used_at` is refreshed at most hourly). A request without the header is anonymous
 * (`request.currentUser === null`). A malformed or unknown token also leaves the request anonymous, so
 * public calls (and the login itself) keep working with a stale cookie, but `requireUser` then answers
 * 401 «Недопустимый токен.» so the client logs out (SPEC §4).
 */
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_TEXTS } from '@quiz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { nowIso, type UserRow } from '../db/schema';
import { httpError, unauthorized } from '../errors';
import { isApiPath } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in user, or null when anonymous (set for /api requests) */
    currentUser: UserRow | null;
    /** an Authorization header was sent but named no valid token */
    tokenInvalid: boolean;
  }
}

const TOKEN_RE = /^[0-9a-f]{40}$/i;

/** sha256 hex of a token, as stored in `tokens.key_hash`. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase()).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token not presented for this long is dead (sliding expiry); the shell's cookie lives as long. */
export const SESSION_IDLE_MS = 90 * DAY_MS;
/** last_used_at is rewritten at most this often (one write per token per hour, not per request). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Creates a new 40-hex token (CSPRNG) for the user, stores its hash, returns the token itself. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(20).toString('hex');
  const now = nowIso();
  await db
    .insertInto('tokens')
    .values({ key_hash: hashToken(token), user_id: userId, created_at: now, last_used_at: now })
    .execute();
  return token;
}

/** «Выйти на всех устройствах»: deletes every token of the user. */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

/** Deletes one token (logout). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('key_hash', '=', hashToken(token)).execute();
}

/** The token of the Authorization header: undefined when absent, null when malformed. */
export function tokenFromHeader(header: string | undefined): string | null | undefined {
  if (!header) return undefined;
  const match = /^Token\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_RE.test(token) ? token.toLowerCase() : null;
}

/** The user of a live token; an idle token is deleted and names nobody. Each use slides the expiry. */
export async function userByToken(db: Db, token: string, now: Date = new Date()): Promise<UserRow | null> {
  const keyHash = hashToken(token);
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .select(['tokens.created_at as token_created_at', 'tokens.last_used_at as token_last_used_at'])
    .where('tokens.key_hash', '=', keyHash)
    .executeTakeFirst();
  if (!row) return null;
  const { token_created_at, token_last_used_at, ...user } = row;
  const lastUsed = Date.parse(token_last_used_at ?? token_created_at);
  if (!(lastUsed > now.getTime() - SESSION_IDLE_MS)) {
    await db.deleteFrom('tokens').where('key_hash', '=', keyHash).execute();
    return null;
  }
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db
      .updateTable('tokens')
      .set({ last_used_at: now.toISOString() })
      .where('key_hash', '=', keyHash)
      .execute();
  }
  return user;
}

/** The current user or a 401 `{detail: 'Учётные данные не были предоставлены.'}`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser)
    throw request.tokenInvalid ? httpError(401, ERROR_TEXTS.invalidToken) : unauthorized();
  return request.currentUser;
}

export function registerCurrentUser(app: FastifyInstance, db: Db): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenInvalid', false);
  app.addHook('onRequest', async (request) => {
    request.currentUser = null;
    request.tokenInvalid = false;
    if (!isApiPath(request.url)) return;
    const token = tokenFromHeader(request.headers.authorization);
    if (token === undefined) return;
    const user = token ? await userByToken(db, token) : null;
    request.currentUser = user;
    request.tokenInvalid = !user;
  });
}
