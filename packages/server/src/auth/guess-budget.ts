/**
 * A number's daily guess budgets (`CODE_GUESSES_PER_PHONE_DAY`, `CODE_GUESSES_PER_PHONE_ADDRESS_DAY`
 * of @quiz/domain): the tries of the number's challenges over a sliding day, and of them the tries of
 * the challenges one address asked for. Counted from `auth_codes.attempts` of the challenges made in
 * the last day and the codes' lifetime (a try comes at most that long after its challenge), so any 24
 * hours see at most the budget's guesses; a right code gives its try back (otp.ts).
 *
 * Race-free across replicas without a lock: a try is counted on its challenge first (one conditional
 * UPDATE, committed) and the sums are read after it, so of tries racing for the last guess each sees
 * the others that committed before it and at most the budget's number see a sum within it.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { OtpLimits } from './limits';
import { guessLimitText, OtpError } from './otp-errors';

type GuessLimits = Pick<OtpLimits, 'phoneGuesses' | 'phoneIpGuesses' | 'codeTtlMs'>;

/** How far back tries count: the day, and the codes' lifetime a try may come after its challenge. */
const windowOf = (limits: GuessLimits): number =>
  Math.max(limits.phoneGuesses.windowMs, limits.phoneIpGuesses.windowMs) + limits.codeTtlMs;

interface Usage {
  readonly count: number;
  /** created_at of the oldest challenge that carries counted tries (its tries leave the window first) */
  readonly oldest: string | null;
}

/** The counted tries of the number and of the challenges `ip` asked for, in the window ending `now`. */
async function usage(
  db: Kysely<Database>,
  limits: GuessLimits,
  phone: string,
  ip: string,
  now: Date,
): Promise<{ phone: Usage; address: Usage }> {
  const since = new Date(now.getTime() - windowOf(limits)).toISOString();
  const row = await db
    .selectFrom('auth_codes')
    .select([
      sql<number | string | null>`sum(attempts)`.as('phone_count'),
      sql<string | null>`min(created_at)`.as('phone_oldest'),
      sql<number | string | null>`sum(case when ip = ${ip} then attempts else 0 end)`.as('ip_count'),
      sql<string | null>`min(case when ip = ${ip} then created_at end)`.as('ip_oldest'),
    ])
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .where('attempts', '>', 0)
    .executeTakeFirst();
  return {
    phone: { count: Number(row?.phone_count ?? 0), oldest: row?.phone_oldest ?? null },
    address: { count: Number(row?.ip_count ?? 0), oldest: row?.ip_oldest ?? null },
  };
}

/** The refusal once `oldest`'s tries leave the window, in whole seconds (≥ 1). */
function refusal(limits: GuessLimits, oldest: string | null, now: Date): OtpError {
  const until = (oldest ? Date.parse(oldest) : now.getTime()) + windowOf(limits);
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new OtpError('guess_limit', guessLimitText(seconds), seconds);
}

/**
 * Before a code is sent: refuses (`guess_limit`) when the number, or `ip` for that number, has no
 * guess left today — a code nobody may try is not sent.
 */
export async function assertGuessesLeft(
  db: Kysely<Database>,
  limits: GuessLimits,
  request: { phone: string; ip: string },
  now: Date,
): Promise<void> {
  const used = await usage(db, limits, request.phone, request.ip, now);
  if (used.phone.count >= limits.phoneGuesses.max) throw refusal(limits, used.phone.oldest, now);
  if (used.address.count >= limits.phoneIpGuesses.max) throw refusal(limits, used.address.oldest, now);
}

/**
 * After a try was counted on a challenge `ip` asked for: the refusal when that try is beyond the
 * number's or the address's budget (the caller gives the try back and does not compare it), else null.
 */
export async function overGuessBudget(
  db: Kysely<Database>,
  limits: GuessLimits,
  request: { phone: string; ip: string },
  now: Date,
): Promise<OtpError | null> {
  const used = await usage(db, limits, request.phone, request.ip, now);
  if (used.phone.count > limits.phoneGuesses.max) return refusal(limits, used.phone.oldest, now);
  if (used.address.count > limits.phoneIpGuesses.max) return refusal(limits, used.address.oldest, now);
  return null;
}
