/**
 * The OTP limits (documented in packages/server/README.md, "Login codes and limits").
 * Every number can be raised through the environment, e.g. for an e2e run where every
 * browser logs in from 127.0.0.1.
 */
import type { Limit } from './rate-limit';

export interface OtpLimits {
  /** a code is valid this long after it was sent */
  readonly codeTtlMs: number;
  /** wrong tries that burn a code */
  readonly maxAttempts: number;
  /** the resend ladder (5 s, 10 s, 15 s, …) starts again this long after a login's first send */
  readonly sessionMs: number;
  /** codes sent to one phone, from all addresses together (a short window: the most an attacker can deny) */
  readonly phoneSends: Limit;
  /** codes sent to one phone on the requests of one address */
  readonly phoneIpSends: Limit;
  /** codes requested from one IP address */
  readonly ipSends: Limit;
  /** code checks from one IP address */
  readonly ipValidates: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  codeTtlMs: 10 * MINUTE,
  maxAttempts: 5,
  sessionMs: HOUR,
  phoneSends: { max: 10, windowMs: 10 * MINUTE },
  phoneIpSends: { max: 5, windowMs: 10 * MINUTE },
  ipSends: { max: 20, windowMs: HOUR },
  ipValidates: { max: 60, windowMs: 10 * MINUTE },
};

function positiveInt(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * OTP_PHONE_SENDS_PER_10_MIN, OTP_PHONE_IP_SENDS_PER_10_MIN, OTP_IP_SENDS_PER_HOUR and
 * OTP_IP_VALIDATES_PER_10_MIN override the defaults.
 */
export function otpLimitsFromEnv(env: NodeJS.ProcessEnv): OtpLimits {
  const d = DEFAULT_OTP_LIMITS;
  return {
    ...d,
    phoneSends: { ...d.phoneSends, max: positiveInt(env.OTP_PHONE_SENDS_PER_10_MIN) ?? d.phoneSends.max },
    phoneIpSends: {
      ...d.phoneIpSends,
      max: positiveInt(env.OTP_PHONE_IP_SENDS_PER_10_MIN) ?? d.phoneIpSends.max,
    },
    ipSends: { ...d.ipSends, max: positiveInt(env.OTP_IP_SENDS_PER_HOUR) ?? d.ipSends.max },
    ipValidates: { ...d.ipValidates, max: positiveInt(env.OTP_IP_VALIDATES_PER_10_MIN) ?? d.ipValidates.max },
  };
}
