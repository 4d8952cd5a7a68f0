/**
 * The budgets of every text message that is not a login code: a team invitation («Вас добавили в
 * команду»), a reserve team's promotion, a reminder of a game, an organizer's notice of a moved or
 * cancelled game or of one brought back. Codes have their own budgets (./codes.ts, CODE_*). The server spends both through one
 * function (packages/server/src/auth/text-budget.ts `spendTextBudget`, documented with the bound they
 * give in packages/server/README.md, "Login codes and limits"); the numbers are written here once.
 *
 * Who can send: a guest account from a team's preorder link (no phone, no code) sends nothing; a text
 * goes only to a number a person with a confirmed phone typed, or from the platform itself.
 */
import type { CodeBudget } from './codes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Texts caused by the requests of one account (the players it adds by phone, the promotions its withdrawals cause). */
export const TEXT_SENDS_PER_ACCOUNT: CodeBudget = { max: 20, windowMs: HOUR };
/** Texts caused by the requests of one client address, every account together. */
export const TEXT_SENDS_PER_ADDRESS: CodeBudget = { max: 20, windowMs: HOUR };
/** Texts one number receives in an hour, every sender together (codes apart). */
export const TEXT_SENDS_PER_PHONE: CodeBudget = { max: 6, windowMs: HOUR };
/** Texts one number receives in a day, every sender together (codes apart). */
export const TEXT_SENDS_PER_PHONE_DAY: CodeBudget = { max: 20, windowMs: DAY };
/**
 * Invitations one number receives, every team and sender together: a person is rarely added to more
 * than a team or two a day, and invitations alone never use up the number's day (TEXT_SENDS_PER_PHONE_DAY),
 * so a reminder or a notice of a cancelled game still reaches him.
 */
export const INVITE_TEXTS_PER_PHONE: CodeBudget = { max: 3, windowMs: DAY };
/**
 * Notices of moved, cancelled and restored games one organizer account queues in a day, one for each
 * person told (every player of every lineup, reserve included, and every guest with a phone): a city's
 * week of games (about 10, some 30 teams of up to 5 people with a phone each) can be moved once in a day.
 */
export const NOTICE_TEXTS_PER_ORGANIZER: CodeBudget = { max: 1500, windowMs: DAY };
/** The same, for the organizer accounts of one client address together. */
export const NOTICE_TEXTS_PER_ORGANIZER_ADDRESS: CodeBudget = { max: 1500, windowMs: DAY };
/**
 * Notices of one game a person receives: one per half hour. A game moved (or brought back after a
 * cancellation) again within it is told once more when the half hour is over, with the state it then
 * has (the notices in between are dropped). A cancellation has a half hour of its own: the first is told
 * at once, whatever was told before; a game cancelled again within it (restored and cancelled) is told
 * when it is over, if it is still cancelled then.
 */
export const NOTICE_TEXTS_PER_GAME_PERSON: CodeBudget = { max: 1, windowMs: 30 * MINUTE };

/** «15 мин.» up to an hour, else «3 ч.» (rounded up). */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes <= 60 ? `${minutes} мин.` : `${Math.ceil(minutes / 60)} ч.`;
}

/** The refusals of the text budgets (429 with `retry_after`, as the code budgets' refusals). */
export const TEXT_LIMIT_TEXTS = {
  account: (seconds: number): string =>
    `Слишком много сообщений от вашего аккаунта. Попробуйте через ${waitText(seconds)}`,
  address: (seconds: number): string =>
    `Слишком много сообщений из вашей сети. Попробуйте через ${waitText(seconds)}`,
  phone: (seconds: number): string =>
    `Слишком много сообщений на этот номер. Попробуйте через ${waitText(seconds)}`,
  notices: (seconds: number): string =>
    `Слишком много сообщений участникам за сутки: игра не изменена. Попробуйте через ${waitText(seconds)}`,
} as const;
