/**
 * The OTP limits (documented in packages/server/README.md, "Login codes and limits"); the numbers are
 * the code budgets of `@quiz/domain` (CODE_*). Every number can be raised through the environment,
 * e.g. for an e2e run where every browser logs in from 127.0.0.1.
 */
import {
  CODE_CHECKS_PER_ADDRESS,
  CODE_GUESSES_PER_PHONE_ADDRESS_DAY,
  CODE_GUESSES_PER_PHONE_DAY,
  CODE_MAX_ATTEMPTS,
  CODE_SENDS_PER_ACCOUNT,
  CODE_SENDS_PER_ADDRESS,
  CODE_SENDS_PER_PHONE,
  CODE_SENDS_PER_PHONE_ADDRESS,
  CODE_TTL_MS,
} from '@quiz/domain';
import type { Limit } from './rate-limit';

export interface OtpLimits {
  /** a code is valid this long after it was sent */
  readonly codeTtlMs: number;
  /** wrong tries that burn a challenge */
  readonly maxAttempts: number;
  /** a challenge's resend ladder (5 s, 10 s, 15 s, …) ends this long after it was made: a send then starts a new one */
  readonly sessionMs: number;
  /** guesses compared against one number's codes in any 24 hours (sliding), every challenge together */
  readonly phoneGuesses: Limit;
  /** of them, the guesses on the challenges one address asked for */
  readonly phoneIpGuesses: Limit;
  /** codes sent to one phone by every sender, from all addresses together (the most an attacker can deny) */
  readonly phoneSends: Limit;
  /** codes sent to one phone on the requests of one address */
  readonly phoneIpSends: Limit;
  /** codes requested from one IP address, by every sender together */
  readonly ipSends: Limit;
  /** codes one logged-in account asks for (phone changes) */
  readonly accountSends: Limit;
  /** code checks from one IP address */
  readonly ipValidates: Limit;
}

const HOUR = 60 * 60_000;

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  codeTtlMs: CODE_TTL_MS,
  maxAttempts: CODE_MAX_ATTEMPTS,
  sessionMs: HOUR,
  phoneGuesses: CODE_GUESSES_PER_PHONE_DAY,
  phoneIpGuesses: CODE_GUESSES_PER_PHONE_ADDRESS_DAY,
  phoneSends: CODE_SENDS_PER_PHONE,
  phoneIpSends: CODE_SENDS_PER_PHONE_ADDRESS,
  ipSends: CODE_SENDS_PER_ADDRESS,
  accountSends: CODE_SENDS_PER_ACCOUNT,
  ipValidates: CODE_CHECKS_PER_ADDRESS,
};

function positiveInt(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const withMax = (limit: Limit, value: string | undefined): Limit => ({
  ...limit,
  max: positiveInt(value) ?? limit.max,
});

/**
 * OTP_PHONE_SENDS, OTP_PHONE_IP_SENDS, OTP_IP_SENDS_PER_HOUR, OTP_ACCOUNT_SENDS,
 * OTP_IP_VALIDATES_PER_10_MIN, OTP_PHONE_GUESSES_PER_DAY and OTP_PHONE_IP_GUESSES_PER_DAY raise the
 * maxima (the windows stay those of `@quiz/domain`; raising the guesses raises the 1 %-a-day bound).
 */
export function otpLimitsFromEnv(env: NodeJS.ProcessEnv): OtpLimits {
  const d = DEFAULT_OTP_LIMITS;
  return {
    ...d,
    phoneSends: withMax(d.phoneSends, env.OTP_PHONE_SENDS),
    phoneIpSends: withMax(d.phoneIpSends, env.OTP_PHONE_IP_SENDS),
    ipSends: withMax(d.ipSends, env.OTP_IP_SENDS_PER_HOUR),
    accountSends: withMax(d.accountSends, env.OTP_ACCOUNT_SENDS),
    ipValidates: withMax(d.ipValidates, env.OTP_IP_VALIDATES_PER_10_MIN),
    phoneGuesses: withMax(d.phoneGuesses, env.OTP_PHONE_GUESSES_PER_DAY),
    phoneIpGuesses: withMax(d.phoneIpGuesses, env.OTP_PHONE_IP_GUESSES_PER_DAY),
  };
}
