/**
 * The one budget check of every code the server sends (login `create_user`, the anonymous
 * registration form — both through otp.ts `sendCode` — and a phone change in the cabinet):
 *
 * - per account (a logged-in sender, e.g. phone changes): `accountSends`;
 * - per client address, every sender together: `ipSends`;
 * - per destination number and address: `phoneIpSends`;
 * - per destination number, every sender and address together: `phoneSends`.
 *
 * A request is counted on every budget first (atomic upserts, so replicas and races never overshoot)
 * and, when one budget refuses it, every hit of the request is given back: a refused request never
 * spends the caller's own budgets (the owner of a phone asking while an attacker exhausted it keeps his
 * address's budget), and the refused budget stays at its maximum for the rest of its window.
 */
import type { Db } from '../db';
import type { OtpLimits } from './limits';
import { accountLimitText, ipLimitText, OtpError, phoneLimitText } from './otp-errors';
import { type HitResult, hit, type Limit, refund } from './rate-limit';

export interface CodeSendRequest {
  /** the normalized destination number */
  readonly phone: string;
  /** the client's address (`request.ip`) */
  readonly ip: string;
  /** the logged-in account asking, when there is one */
  readonly account?: number | undefined;
}

type Budgets = Pick<OtpLimits, 'accountSends' | 'ipSends' | 'phoneIpSends' | 'phoneSends'>;

/** The budget keys in `rate_limit_buckets` (shared with tests that read them). */
export const codeBudgetKeys = {
  ip: (ip: string) => `otp:send:ip:${ip}`,
  phone: (phone: string) => `otp:send:phone:${phone}`,
  phoneIp: (phone: string, ip: string) => `otp:send:phone-ip:${phone}:${ip}`,
  account: (account: number) => `otp:send:account:${account}`,
};

/**
 * Spends one send of every budget of the request, or throws the OtpError of the first budget that
 * refuses (`account_limit`, `ip_limit`, `phone_limit`) having given back everything it counted.
 */
export async function spendCodeSend(
  db: Db,
  budgets: Budgets,
  request: CodeSendRequest,
  now: Date,
): Promise<void> {
  const steps: { key: string; limit: Limit; refusal: (r: HitResult) => OtpError }[] = [];
  if (request.account !== undefined)
    steps.push({
      key: codeBudgetKeys.account(request.account),
      limit: budgets.accountSends,
      refusal: (r) => new OtpError('account_limit', accountLimitText(r.retryAfter), r.retryAfter),
    });
  const phoneRefusal = (r: HitResult) =>
    new OtpError('phone_limit', phoneLimitText(r.retryAfter), r.retryAfter);
  steps.push(
    {
      key: codeBudgetKeys.ip(request.ip),
      limit: budgets.ipSends,
      refusal: (r) => new OtpError('ip_limit', ipLimitText(r.retryAfter), r.retryAfter),
    },
    {
      key: codeBudgetKeys.phoneIp(request.phone, request.ip),
      limit: budgets.phoneIpSends,
      refusal: phoneRefusal,
    },
    { key: codeBudgetKeys.phone(request.phone), limit: budgets.phoneSends, refusal: phoneRefusal },
  );
  const counted: string[] = [];
  for (const step of steps) {
    const result = await hit(db, step.key, step.limit, now);
    counted.push(step.key);
    if (!result.allowed) {
      for (const key of counted) await refund(db, key, now);
      throw step.refusal(result);
    }
  }
}
