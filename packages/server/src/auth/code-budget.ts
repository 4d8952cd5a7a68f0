/**
 * The budgets of every code the server sends (login `create_user`, the anonymous registration form —
 * both through otp.ts `sendCode` — and a phone change in the cabinet), spent through the one entry of
 * every text, `spendTextBudget({ kind: 'code', … })` of ./text-budget.ts:
 *
 * - per account (a logged-in sender, e.g. phone changes): `accountSends`;
 * - per client address, every sender together: `ipSends`;
 * - per destination number and address: `phoneIpSends`;
 * - per destination number, every sender and address together: `phoneSends`.
 *
 * Each step is an atomic upsert, so replicas and races never overshoot; when one refuses, every hit of
 * the request is given back (rate-limit.ts `spendEvery`): the owner of a phone asking while an attacker
 * exhausted it keeps his address's budget, and the refused budget stays at its maximum for its window.
 */
import type { OtpLimits } from './limits';
import { accountLimitText, ipLimitText, OtpError, phoneLimitText } from './otp-errors';
import type { BudgetStep, HitResult } from './rate-limit';

export interface CodeSendRequest {
  /** the normalized destination number */
  readonly phone: string;
  /** the client's address (`request.ip`) */
  readonly ip: string;
  /** the logged-in account asking, when there is one */
  readonly account?: number | undefined;
}

export type CodeBudgets = Pick<OtpLimits, 'accountSends' | 'ipSends' | 'phoneIpSends' | 'phoneSends'>;

/** The budget keys in `rate_limit_buckets` (shared with tests that read them). */
export const codeBudgetKeys = {
  ip: (ip: string) => `otp:send:ip:${ip}`,
  phone: (phone: string) => `otp:send:phone:${phone}`,
  phoneIp: (phone: string, ip: string) => `otp:send:phone-ip:${phone}:${ip}`,
  account: (account: number) => `otp:send:account:${account}`,
};

/**
 * The steps of one code send, in order; a refusal is the OtpError of its budget (`account_limit`,
 * `ip_limit`, `phone_limit`).
 */
export function codeSteps(budgets: CodeBudgets, request: CodeSendRequest): BudgetStep[] {
  const steps: BudgetStep[] = [];
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
  return steps;
}
