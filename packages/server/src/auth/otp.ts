/**
 * The login-code service (SPEC §4 "Login", ARCHITECTURE.md "Data and the server").
 *
 * - Codes: 4 digits from crypto.randomInt, stored as sha256(phone:code), bound to the phone,
 *   single use, valid 10 minutes; only a phone's latest code counts; 5 wrong tries burn it.
 * - Resend timer: after the n-th send of a login the next one is allowed after
 *   resendDelaySeconds(n) = 5, 10, 15 … s (SPEC §4), enforced here, not only in the client.
 * - Send limits per IP, per (phone, IP) and per phone (a 10-minute ceiling; once it is reached, a
 *   still-valid code is not replaced, so an attacker cannot lock the owner out), check limits per
 *   IP: counters in the database.
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
import { hit } from './rate-limit';

export type OtpErrorKind =
  | 'invalid_phone'
  | 'resend_wait'
  | 'phone_limit'
  | 'ip_limit'
  | 'validate_limit'
  | 'invalid_code'
  | 'delivery';

/** A refusal the routes turn into SPEC §8 bodies (400 / 429 / 502). */
export class OtpError extends Error {
  constructor(
    readonly kind: OtpErrorKind,
    readonly detail: string,
    /** seconds, for 429 answers */
    readonly retryAfter?: number,
  ) {
    super(detail);
    this.name = 'OtpError';
  }
}

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

export const resendWaitText = (seconds: number): string => `Повторная отправка возможна через ${seconds} с`;
const minutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
export const phoneLimitText = (seconds: number): string =>
  `Слишком много кодов на этот номер. Попробуйте через ${minutes(seconds)} мин.`;
export const ipLimitText = (seconds: number): string =>
  `Слишком много запросов кода. Попробуйте через ${minutes(seconds)} мин.`;
export const validateLimitText = (seconds: number): string =>
  `Слишком много попыток ввода кода. Попробуйте через ${minutes(seconds)} мин.`;
export const DELIVERY_FAILED_TEXT = 'Не удалось отправить код. Попробуйте ещё раз.';

export function createOtpService(deps: OtpDeps): OtpService {
  const { db, channel, issueToken } = deps;
  const limits = deps.limits ?? DEFAULT_OTP_LIMITS;
  const clock = deps.clock ?? (() => new Date());
  const generateCode = deps.generateCode ?? randomCode;

  const latestCode = (phone: string) =>
    db
      .selectFrom('auth_codes')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  /**
   * The user of this phone, created on first contact (with the given name). A caller without a
   * token never changes an existing user: the name of a nameless user is set after login (PUT user/).
   */
  async function ensureUser(phone: string, name: string | undefined, now: Date) {
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

  return {
    async sendCode({ phone: raw, name, ip }) {
      const phone = normalizePhone(raw);
      if (!isCompletePhone(phone)) throw new OtpError('invalid_phone', INVALID_PHONE_TEXT);
      const now = clock();
      const nowMs = now.getTime();

      const last = await latestCode(phone);
      // The same login goes on while its latest code is unused and the first send is recent.
      const live =
        last && last.used_at === null && Date.parse(last.created_at) > nowMs - limits.sessionMs
          ? last
          : undefined;
      if (live?.next_send_at && Date.parse(live.next_send_at) > nowMs) {
        const wait = secondsUntil(live.next_send_at, now);
        throw new OtpError('resend_wait', resendWaitText(wait), wait);
      }

      // The address first: a refused address does not use up the phone's budget.
      const perIp = await hit(db, `otp:send:ip:${ip}`, limits.ipSends, now);
      if (!perIp.allowed) throw new OtpError('ip_limit', ipLimitText(perIp.retryAfter), perIp.retryAfter);
      const perPhoneIp = await hit(db, `otp:send:phone-ip:${phone}:${ip}`, limits.phoneIpSends, now);
      const perPhone = perPhoneIp.allowed
        ? await hit(db, `otp:send:phone:${phone}`, limits.phoneSends, now)
        : perPhoneIp;
      if (!perPhone.allowed) {
        // No lock-out of the owner: the latest code already on their phone stays usable, so the
        // answer is the ordinary one (go to the code step) and nothing new is sent.
        if (live && live.attempts < limits.maxAttempts && Date.parse(live.expires_at) > nowMs) {
          const user = await ensureUser(phone, name, now);
          return { send_by: channel.name, retry_after: perPhone.retryAfter, phone, userId: user.id };
        }
        throw new OtpError('phone_limit', phoneLimitText(perPhone.retryAfter), perPhone.retryAfter);
      }

      const code = generateCode();
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

      const user = await ensureUser(phone, name, now);
      try {
        await channel.send({ phone, code });
      } catch (error) {
        if (error instanceof DeliveryError) throw new OtpError('delivery', DELIVERY_FAILED_TEXT);
        throw error;
      }
      return { send_by: channel.name, retry_after: delay, phone, userId: user.id };
    },

    async verifyCode({ phone: raw, code: rawCode, ip }) {
      const now = clock();
      const perIp = await hit(db, `otp:validate:ip:${ip}`, limits.ipValidates, now);
      if (!perIp.allowed)
        throw new OtpError('validate_limit', validateLimitText(perIp.retryAfter), perIp.retryAfter);

      const invalid = () => new OtpError('invalid_code', INVALID_CODE_DETAIL);
      const phone = normalizePhone(raw);
      const code = rawCode.trim();
      if (!isCompletePhone(phone) || !/^\d{4}$/.test(code)) throw invalid();

      const row = await latestCode(phone);
      if (!row || row.used_at !== null || row.attempts >= limits.maxAttempts) throw invalid();
      if (Date.parse(row.expires_at) <= now.getTime()) throw invalid();

      // Count the try first, atomically: the 5th wrong try burns the code on every replica.
      const counted = await db
        .updateTable('auth_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', row.id)
        .where('attempts', '<', limits.maxAttempts)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) === 0) throw invalid();
      if (!sameHash(hashCode(phone, code), row.code_hash)) throw invalid();

      const used = await db
        .updateTable('auth_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) throw invalid();

      const user = await ensureUser(phone, undefined, now);
      const token = await issueToken(user.id);
      return { token, first_name: user.first_name, userId: user.id };
    },
  };
}
