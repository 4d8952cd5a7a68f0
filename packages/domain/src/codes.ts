/**
 * The budgets of one-time codes (SPEC §4 "Login"): every way the server sends a code to a phone —
 * the login (`create_user`), the anonymous registration form, a phone change in the cabinet — spends
 * the same budgets, so no call is a way around another's limit. The server enforces them
 * (packages/server/src/auth/code-budget.ts, documented in packages/server/README.md); they live here
 * so the numbers are written once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CodeBudget {
  /** codes (or tries) allowed per window */
  readonly max: number;
  readonly windowMs: number;
}

/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE;
/** Wrong tries that burn a code. */
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Of a code's wrong tries, at most this many may come from addresses other than the one that asked
 * for the code: guessing from elsewhere can never burn the owner's code (it is below CODE_MAX_ATTEMPTS),
 * and further guesses from elsewhere are refused without being compared.
 */
export const CODE_FOREIGN_ATTEMPTS = 2;

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
