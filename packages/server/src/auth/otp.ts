/**
 * The login-code service (SPEC §4 "Login", ARCHITECTURE.md "Data and the server").
 *
 * - Challenges: every send answers a challenge (a random id only the asking client receives; the
 *   table keeps its sha256). A code is valid only with the challenge its send answered, so a stranger's
 *   requests for the same number make challenges of their own and never replace, burn or confirm the
 *   owner's code. A send that names the client's challenge («Отправить код ещё раз») sends a new code
 *   for it; without one (or with one that lapsed) it starts a new challenge.
 * - Codes: 4 digits from crypto.randomInt, stored as sha256(phone:code), valid 10 minutes, single
 *   use (for every challenge bound to them); 5 wrong tries burn a challenge.
 * - Resend timer: after the n-th send of a challenge the next one is allowed after
 *   resendDelaySeconds(n) = 5, 10, 15 … s (SPEC §4), enforced here, not only in the client.
 * - Sends spend the budgets every sender shares (text-budget.ts, code-budget.ts: per address, per
 *   number and address, per number). Once the number's budget is spent nothing new is sent: the new
 *   challenge is bound to the latest code the number received while it is valid (the owner's phone
 *   holds it), so spending the number's budget locks nobody out.
 * - Guesses: every try is counted against the number's day and the asking address's share of it
 *   (guess-budget.ts); a number or address without guesses left gets no code and no comparison.
 *   Checks are also limited per checking address.
 * Every check that must hold across replicas is a single conditional UPDATE or an atomic upsert.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { INVALID_CODE_DETAIL, INVALID_PHONE_TEXT, type SendBy } from '@quiz/contract';
import { LOGIN_CODE_LENGTH, normalizePhone, resendDelaySeconds } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  type ChallengeRow,
  countTry,
  findChallenge,
  giveBackTry,
  insertChallenge,
  latestLiveCode,
  newChallenge,
  rebind,
  resendOn,
  useChallenge,
} from './challenges';
import { type DeliveryChannel, DeliveryError } from './channels/types';
import { assertGuessesLeft, overGuessBudget } from './guess-budget';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './limits';
import { DELIVERY_FAILED_TEXT, OtpError, resendWaitText, validateLimitText } from './otp-errors';
import { hit } from './rate-limit';
import { spendTextBudget } from './text-budget';

export interface OtpDeps {
  readonly db: Kysely<Database>;
  readonly channel: DeliveryChannel;
  /** issues an API token for the user (the current-user plugin's issueToken) */
  readonly issueToken: (userId: number) => Promise<string>;
  readonly limits?: OtpLimits;
  readonly clock?: () => Date;
  /** a fresh 4-digit code; crypto.randomInt by default (tests may inject one) */
  readonly generateCode?: () => string;
}

export interface SendResult {
  readonly send_by: SendBy;
  /** seconds until the next send is allowed */
  readonly retry_after: number;
  /** normalized phone */
  readonly phone: string;
  readonly userId: number;
  /** the challenge the code is valid with (the client sends it back with the code) */
  readonly challenge: string;
  /** false: nothing new was sent; the challenge is bound to the latest code the number received */
  readonly sent: boolean;
  /** when the challenge's code lapses */
  readonly expires_at: string;
}

export interface VerifyResult {
  readonly token: string;
  readonly first_name: string;
  readonly userId: number;
}

export interface SendInput {
  readonly phone: string;
  readonly name?: string | undefined;
  readonly ip: string;
  /** the challenge the asking client holds (a resend), if any */
  readonly challenge?: string | undefined;
}

export interface VerifyInput {
  readonly phone: string;
  readonly code: string;
  readonly challenge: string;
  readonly ip: string;
}

export interface OtpService {
  sendCode(input: SendInput): Promise<SendResult>;
  verifyCode(input: VerifyInput): Promise<VerifyResult>;
}

export function randomCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

export function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const secondsUntil = (iso: string, now: Date): number =>
  Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

/** Challenges made without a send, per number and address (bounds their rows like the sends). */
const boundKey = (phone: string, ip: string): string => `otp:bound:${phone}:${ip}`;

/** What the service's steps share: the dependencies with their defaults filled in. */
interface OtpContext {
  readonly db: Kysely<Database>;
  readonly channel: DeliveryChannel;
  readonly issueToken: (userId: number) => Promise<string>;
  readonly limits: OtpLimits;
  readonly clock: () => Date;
  readonly generateCode: () => string;
}

export function createOtpService(deps: OtpDeps): OtpService {
  const ctx: OtpContext = {
    db: deps.db,
    channel: deps.channel,
    issueToken: deps.issueToken,
    limits: deps.limits ?? DEFAULT_OTP_LIMITS,
    clock: deps.clock ?? (() => new Date()),
    generateCode: deps.generateCode ?? randomCode,
  };
  return {
    sendCode: (input) => sendCode(ctx, input),
    verifyCode: (input) => verifyCode(ctx, input),
  };
}

/**
 * The user of this phone, created on first contact (with the given name). A caller without a
 * token never changes an existing user: the name of a nameless user is set after login (PUT user/).
 */
async function ensureUser(db: Kysely<Database>, phone: string, name: string | undefined, now: Date) {
  const cleanName = (name ?? '').trim().slice(0, 18);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto('users')
    .values({ phone, first_name: cleanName, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  return db
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
}

async function sendCode(ctx: OtpContext, input: SendInput): Promise<SendResult> {
  const { db, channel, limits } = ctx;
  const phone = normalizePhone(input.phone);
  if (!isCompletePhone(phone)) throw new OtpError('invalid_phone', INVALID_PHONE_TEXT);
  const { ip } = input;
  const now = ctx.clock();
  const held = input.challenge ? await heldChallenge(ctx, phone, input.challenge, now) : undefined;
  // A code nobody may try is not sent: the number's (or this address's) guesses of the day are spent.
  await assertGuessesLeft(db, limits, { phone, ip }, now);

  // Every budget of every sender (text-budget.ts, code-budget.ts); a refused request spends none of them.
  try {
    await spendTextBudget(db, { kind: 'code', phone, ip, budgets: limits }, now);
  } catch (error) {
    if (error instanceof OtpError && error.kind === 'phone_limit') {
      const bound = await bindToLatest(ctx, { phone, ip, held, refusal: error }, now);
      if (bound) return { ...bound, userId: (await ensureUser(db, phone, input.name, now)).id };
    }
    throw error;
  }

  const code = ctx.generateCode();
  const sendCount = (held?.row.send_count ?? 0) + 1;
  const delay = resendDelaySeconds(sendCount);
  const fields = {
    code_hash: hashCode(phone, code),
    channel: channel.name,
    expires_at: new Date(now.getTime() + limits.codeTtlMs).toISOString(),
    send_count: sendCount,
    next_send_at: new Date(now.getTime() + delay * 1000).toISOString(),
  };
  const challenge = held?.challenge ?? newChallenge();
  if (!held) await insertChallenge(db, { phone, challenge, ip, ...fields }, now);
  else if (!(await resendOn(db, held.row, fields))) {
    const wait = resendDelaySeconds(held.row.send_count);
    throw new OtpError('resend_wait', resendWaitText(wait), wait);
  }
  const user = await ensureUser(db, phone, input.name, now);
  try {
    await channel.send({ phone, code });
  } catch (error) {
    if (error instanceof DeliveryError) throw new OtpError('delivery', DELIVERY_FAILED_TEXT);
    throw error;
  }
  const { expires_at } = fields;
  return {
    send_by: channel.name,
    retry_after: delay,
    phone,
    userId: user.id,
    challenge,
    sent: true,
    expires_at,
  };
}

/**
 * The challenge the client names, when it is a live login of this phone (unused, made within the
 * session): a resend for it, refused before its resend timer is over. Otherwise undefined: the send
 * starts a new challenge.
 */
async function heldChallenge(
  ctx: OtpContext,
  phone: string,
  challenge: string,
  now: Date,
): Promise<{ challenge: string; row: ChallengeRow } | undefined> {
  const row = await findChallenge(ctx.db, challenge);
  const live =
    row &&
    row.phone === phone &&
    row.used_at === null &&
    Date.parse(row.created_at) > now.getTime() - ctx.limits.sessionMs;
  if (!live) return undefined;
  if (row.next_send_at && Date.parse(row.next_send_at) > now.getTime()) {
    const wait = secondsUntil(row.next_send_at, now);
    throw new OtpError('resend_wait', resendWaitText(wait), wait);
  }
  return { challenge, row };
}

/**
 * No lock-out of the owner while the number's budget is spent: the challenge (the held one, or a new
 * one) is bound to the latest code the number received, still valid and unused — it is on the owner's
 * phone — and nothing is sent. Undefined when there is no such code (or this address made its share
 * of such challenges): the caller refuses.
 */
async function bindToLatest(
  ctx: OtpContext,
  request: {
    phone: string;
    ip: string;
    held: { challenge: string; row: ChallengeRow } | undefined;
    refusal: OtpError;
  },
  now: Date,
): Promise<Omit<SendResult, 'userId'> | undefined> {
  const { db, channel, limits } = ctx;
  const { phone, ip, held, refusal } = request;
  const latest = await latestLiveCode(db, phone, now);
  if (!latest) return undefined;
  if (!(await hit(db, boundKey(phone, ip), limits.phoneIpSends, now)).allowed) return undefined;
  const challenge = held?.challenge ?? newChallenge();
  if (held) await rebind(db, held.row, latest);
  else
    await insertChallenge(
      db,
      {
        phone,
        challenge,
        ip,
        code_hash: latest.code_hash,
        channel: latest.channel,
        expires_at: latest.expires_at,
        send_count: 0,
        next_send_at: null,
      },
      now,
    );
  const retry_after = refusal.retryAfter ?? 1;
  return { send_by: channel.name, retry_after, phone, challenge, sent: false, expires_at: latest.expires_at };
}

async function verifyCode(ctx: OtpContext, input: VerifyInput): Promise<VerifyResult> {
  const { db, limits } = ctx;
  const now = ctx.clock();
  const perIp = await hit(db, `otp:validate:ip:${input.ip}`, limits.ipValidates, now);
  if (!perIp.allowed)
    throw new OtpError('validate_limit', validateLimitText(perIp.retryAfter), perIp.retryAfter);

  const phone = normalizePhone(input.phone);
  const code = input.code.trim();
  if (!isCompletePhone(phone) || !/^\d{4}$/.test(code)) throw invalidCode();

  // Only the challenge the send answered, of this phone, unused, unexpired, with tries left.
  const row = await findChallenge(db, input.challenge);
  if (!row || row.phone !== phone || row.used_at !== null || row.attempts >= limits.maxAttempts)
    throw invalidCode();
  if (Date.parse(row.expires_at) <= now.getTime()) throw invalidCode();
  // Count the try first, atomically (the 5th wrong try burns the challenge on every replica), then
  // check the number's day with it: a try beyond the budget is given back and not compared.
  if (!(await countTry(db, row, limits.maxAttempts))) throw invalidCode();
  const over = await overGuessBudget(db, limits, { phone, ip: row.ip ?? '' }, now);
  if (over) {
    await giveBackTry(db, row);
    throw over;
  }
  if (!sameHash(hashCode(phone, code), row.code_hash)) throw invalidCode();
  if (!(await useChallenge(db, row, now))) throw invalidCode();

  const user = await ensureUser(db, phone, undefined, now);
  const token = await ctx.issueToken(user.id);
  return { token, first_name: user.first_name, userId: user.id };
}

const invalidCode = () => new OtpError('invalid_code', INVALID_CODE_DETAIL);
