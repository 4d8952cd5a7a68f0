/**
 * The login-code service (SPEC §4 "Login", ARCHITECTURE.md "Data and the server").
 *
 * - Codes: 4 digits from crypto.randomInt, stored as sha256(phone:code), bound to the phone,
 *   single use, valid 10 minutes; only a phone's latest code counts; 5 wrong tries burn it.
 * - Resend timer: after the n-th send of a login the next one is allowed after
 *   resendDelaySeconds(n) = 5, 10, 15 … s (SPEC §4), enforced here, not only in the client.
 * - Sends spend the budgets every sender shares (text-budget.ts, code-budget.ts: per address, per number and address,
 *   per number); once a number's budget is spent, a still-valid code is not replaced and the request
 *   gets the ordinary answer. Checks are limited per address.
 * - Wrong tries: 5 burn a code, but at most 2 of them may come from addresses other than the one that
 *   asked for it; further guesses from elsewhere are refused without being compared, so an attacker
 *   guessing from any number of addresses never burns the code the owner asked for.
 * Every check that must hold across replicas is a single conditional UPDATE or an atomic upsert.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { INVALID_CODE_DETAIL, INVALID_PHONE_TEXT, type SendBy } from '@quiz/contract';
import { LOGIN_CODE_LENGTH, normalizePhone, resendDelaySeconds } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type DeliveryChannel, DeliveryError } from './channels/types';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './limits';
import { DELIVERY_FAILED_TEXT, OtpError, resendWaitText, validateLimitText } from './otp-errors';
import { hit, isMarked } from './rate-limit';
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
}

export interface VerifyResult {
  readonly token: string;
  readonly first_name: string;
  readonly userId: number;
}

export interface OtpService {
  sendCode(input: { phone: string; name?: string | undefined; ip: string }): Promise<SendResult>;
  verifyCode(input: { phone: string; code: string; ip: string }): Promise<VerifyResult>;
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

/** Marks the address that asked for a code (the send numbered `sendCount` of the code row `codeId`). */
const askedKey = (codeId: number, sendCount: number, ip: string): string =>
  `otp:asked:${codeId}:${sendCount}:${ip}`;
/** Counts the wrong tries of one send made from addresses other than the one that asked for it. */
const foreignKey = (codeId: number, sendCount: number): string => `otp:foreign:${codeId}:${sendCount}`;

/** What the service's steps share: the dependencies with their defaults filled in. */
interface OtpContext {
  readonly db: Kysely<Database>;
  readonly channel: DeliveryChannel;
  readonly issueToken: (userId: number) => Promise<string>;
  readonly limits: OtpLimits;
  readonly clock: () => Date;
  readonly generateCode: () => string;
}

type CodeRow = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

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

/** A phone's latest code row (only the latest one counts). */
function latestCode(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
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

async function sendCode(
  ctx: OtpContext,
  { phone: raw, name, ip }: { phone: string; name?: string | undefined; ip: string },
): Promise<SendResult> {
  const { db, channel, limits } = ctx;
  const phone = normalizePhone(raw);
  if (!isCompletePhone(phone)) throw new OtpError('invalid_phone', INVALID_PHONE_TEXT);
  const now = ctx.clock();
  const live = liveLogin(ctx, await latestCode(db, phone), now);

  // Every budget of every sender (text-budget.ts, code-budget.ts); a refused request spends none of them.
  try {
    await spendTextBudget(db, { kind: 'code', phone, ip, budgets: limits }, now);
  } catch (error) {
    // No lock-out of the owner: the latest code already on their phone stays usable, so the
    // answer is the ordinary one (go to the code step) and nothing new is sent.
    if (error instanceof OtpError && error.kind === 'phone_limit' && live && isStillUsable(ctx, live, now)) {
      const user = await ensureUser(db, phone, name, now);
      return { send_by: channel.name, retry_after: error.retryAfter ?? 1, phone, userId: user.id };
    }
    throw error;
  }

  const { code, sendCount, delay } = await storeNewCode(ctx, phone, live, now);
  const row = live ?? (await latestCode(db, phone));
  if (row) await hit(db, askedKey(row.id, sendCount, ip), { max: 1, windowMs: limits.codeTtlMs }, now);
  const user = await ensureUser(db, phone, name, now);
  try {
    await channel.send({ phone, code });
  } catch (error) {
    if (error instanceof DeliveryError) throw new OtpError('delivery', DELIVERY_FAILED_TEXT);
    throw error;
  }
  return { send_by: channel.name, retry_after: delay, phone, userId: user.id };
}

/**
 * The login going on for this phone: its latest code while unused and first sent recently. Refuses a
 * send before that login's resend timer is over.
 */
function liveLogin(ctx: OtpContext, last: CodeRow | undefined, now: Date): CodeRow | undefined {
  const nowMs = now.getTime();
  const live =
    last && last.used_at === null && Date.parse(last.created_at) > nowMs - ctx.limits.sessionMs
      ? last
      : undefined;
  if (live?.next_send_at && Date.parse(live.next_send_at) > nowMs) {
    const wait = secondsUntil(live.next_send_at, now);
    throw new OtpError('resend_wait', resendWaitText(wait), wait);
  }
  return live;
}

const isStillUsable = (ctx: OtpContext, row: CodeRow, now: Date): boolean =>
  row.attempts < ctx.limits.maxAttempts && Date.parse(row.expires_at) > now.getTime();

/** A new code for the phone: the live login's row updated (a resend), or a new row. */
async function storeNewCode(ctx: OtpContext, phone: string, live: CodeRow | undefined, now: Date) {
  const { db, channel, limits } = ctx;
  const nowMs = now.getTime();
  const code = ctx.generateCode();
  const sendCount = (live?.send_count ?? 0) + 1;
  const delay = resendDelaySeconds(sendCount);
  const fields = {
    code_hash: hashCode(phone, code),
    channel: channel.name,
    expires_at: new Date(nowMs + limits.codeTtlMs).toISOString(),
    attempts: 0,
    send_count: sendCount,
    next_send_at: new Date(nowMs + delay * 1000).toISOString(),
  };
  if (live) {
    // Conditional on the send count we read: of two racing resends only one wins.
    const updated = await db
      .updateTable('auth_codes')
      .set(fields)
      .where('id', '=', live.id)
      .where('send_count', '=', live.send_count)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const wait = resendDelaySeconds(live.send_count);
      throw new OtpError('resend_wait', resendWaitText(wait), wait);
    }
  } else {
    await db
      .insertInto('auth_codes')
      .values({ phone, ...fields, created_at: now.toISOString() })
      .execute();
  }
  return { code, sendCount, delay };
}

async function verifyCode(
  ctx: OtpContext,
  { phone: raw, code: rawCode, ip }: { phone: string; code: string; ip: string },
): Promise<VerifyResult> {
  const { db, limits } = ctx;
  const now = ctx.clock();
  const perIp = await hit(db, `otp:validate:ip:${ip}`, limits.ipValidates, now);
  if (!perIp.allowed)
    throw new OtpError('validate_limit', validateLimitText(perIp.retryAfter), perIp.retryAfter);

  const phone = normalizePhone(raw);
  const code = rawCode.trim();
  if (!isCompletePhone(phone) || !/^\d{4}$/.test(code)) throw invalidCode();

  const row = await latestCode(db, phone);
  if (!row || row.used_at !== null || row.attempts >= limits.maxAttempts) throw invalidCode();
  if (Date.parse(row.expires_at) <= now.getTime()) throw invalidCode();
  await countTry(ctx, row, ip, now);
  if (!sameHash(hashCode(phone, code), row.code_hash)) throw invalidCode();

  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw invalidCode();

  const user = await ensureUser(db, phone, undefined, now);
  const token = await ctx.issueToken(user.id);
  return { token, first_name: user.first_name, userId: user.id };
}

const invalidCode = () => new OtpError('invalid_code', INVALID_CODE_DETAIL);

/** Counts a try at the code before comparing it; refuses one that may not be compared. */
async function countTry(ctx: OtpContext, row: CodeRow, ip: string, now: Date): Promise<void> {
  const { db, limits } = ctx;
  // A guess from an address that did not ask for this code is compared only while the code has
  // foreign tries left: guessing from elsewhere never burns the owner's code.
  if (!(await isMarked(db, askedKey(row.id, row.send_count, ip), now))) {
    const foreignLimit = { max: limits.foreignAttempts, windowMs: limits.codeTtlMs };
    const foreign = await hit(db, foreignKey(row.id, row.send_count), foreignLimit, now);
    if (!foreign.allowed) throw invalidCode();
  }
  // Count the try first, atomically: the 5th wrong try burns the code on every replica.
  const counted = await db
    .updateTable('auth_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', limits.maxAttempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) throw invalidCode();
}
