/**
 * The budgets of one-time codes (SPEC §4 "Login"): every way the server sends a code to a phone —
 * the login (`create_user`), the anonymous registration form, a phone change in the cabinet — spends
 * the same budgets, so no call is a way around another's limit. The server enforces them
 * (packages/server/src/auth/code-budget.ts, documented in packages/server/README.md); they live here
 * so the numbers are written once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CodeBudget {
  /** codes (or tries) allowed per window */
  readonly max: number;
  readonly windowMs: number;
}

/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE;
/**
 * Tries of one challenge (one login flow: a code request and its resends): the 5th wrong try burns
 * it. Only the client the send answered holds its challenge, so nobody else's tries count here.
 */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Guesses compared against one number's codes in any 24 hours, every challenge, address and sender
 * together (a right code gives its try back). A 4-digit code is hit by one guess with probability
 * 1/10,000, so an attacker's chance to log in to a number is at most 100 / 10,000 = 1 % a day — the
 * same as 20 codes a day tried 5 times each (codes per day × tries per code / 10,000). Counted over
 * a sliding day (the tries of challenges asked in the last 24 hours and the codes' 10 minutes), so no
 * 24 hours see more. Once spent, the number gets no code and no comparison until its oldest guesses
 * are a day old.
 */
export const CODE_GUESSES_PER_PHONE_DAY: CodeBudget = { max: 100, windowMs: DAY };
/**
 * Of them, the guesses on challenges one address asked for: one challenge's worth a day. Spending
 * the number's day therefore takes 20 addresses (each also refused new codes for the number once its
 * share is spent), and 10 addresses burning codes leave the owner half of the day's guesses.
 */
export const CODE_GUESSES_PER_PHONE_ADDRESS_DAY: CodeBudget = { max: 5, windowMs: DAY };

/** Codes sent to one destination number by every sender and every address together. */
export const CODE_SENDS_PER_PHONE: CodeBudget = { max: 5, windowMs: 5 * MINUTE };
/** Codes sent to one number on the requests of one address. */
export const CODE_SENDS_PER_PHONE_ADDRESS: CodeBudget = { max: 4, windowMs: 5 * MINUTE };
/** Codes sent on the requests of one client address, to any numbers, by every sender together. */
export const CODE_SENDS_PER_ADDRESS: CodeBudget = { max: 20, windowMs: HOUR };
/** Codes one logged-in account asks for (phone changes), to any numbers. */
export const CODE_SENDS_PER_ACCOUNT: CodeBudget = { max: 5, windowMs: 10 * MINUTE };
/** Code checks from one client address (right or wrong). */
export const CODE_CHECKS_PER_ADDRESS: CodeBudget = { max: 60, windowMs: 10 * MINUTE };
