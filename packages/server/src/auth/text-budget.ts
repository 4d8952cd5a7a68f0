/**
 * The one budget check of every text the server sends to a phone. Every sender calls
 * `spendTextBudget` before it sends (or queues) a text, with what the text is:
 *
 * | kind              | sender                                                       | budgets (`@quiz/domain`)                                         |
 * | ----------------- | ------------------------------------------------------------ | ---------------------------------------------------------------- |
 * | `code`            | login, registration form (otp.ts), phone change (profile)    | CODE_* (./code-budget.ts)                                        |
 * | `invite`          | a player added to a team by phone (teams roster)             | account, address, invitations per number, number per hour/day    |
 * | `promotion`       | a reserve team promoted by a withdrawal (teams registration) | account, address, number per hour/day                            |
 * | `notice`          | an organizer queues a moved/cancelled/restored game's notice | organizer account and address per day, one per person told       |
 * | `notice-delivery` | the queued notice goes out (reminders' job queue)            | per person and game per half hour: one move or restoration, one cancellation; number per hour/day |
 * | `reminder`        | a reminder of a registered game (reminders' job queue)       | number per hour/day                                              |
 *
 * Each budget is an atomic upsert in `rate_limit_buckets` (every replica shares it); when one refuses,
 * every hit of the request is given back (rate-limit.ts `spendEvery`). A refusal of a code is the
 * OtpError of its budget; of any other text a TextBudgetError: a 429 with a Russian `detail` and
 * `retry_after`, thrown before the sender writes anything. README "Login codes and limits" gives the
 * bound all of them together put on one address and on one number.
 */
import {
  INVITE_TEXTS_PER_PHONE,
  NOTICE_TEXTS_PER_GAME_PERSON,
  NOTICE_TEXTS_PER_ORGANIZER,
  NOTICE_TEXTS_PER_ORGANIZER_ADDRESS,
  TEXT_LIMIT_TEXTS,
  TEXT_SENDS_PER_ACCOUNT,
  TEXT_SENDS_PER_ADDRESS,
  TEXT_SENDS_PER_PHONE,
  TEXT_SENDS_PER_PHONE_DAY,
} from '@quiz/domain';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { type CodeBudgets, codeSteps } from './code-budget';
import { type BudgetStep, type HitResult, type Limit, refund, spendEvery } from './rate-limit';

export type TextSend =
  /** a login code; `budgets` are the OTP limits (the environment may raise them) */
  | { kind: 'code'; phone: string; ip: string; account?: number | undefined; budgets: CodeBudgets }
  | { kind: 'invite' | 'promotion'; phone: string; ip: string; account: number }
  | { kind: 'notice'; ip: string; account: number }
  /** `event`: the game the notice is about (absent in notices queued before notices named it) */
  | { kind: 'notice-delivery'; phone: string; event?: number | undefined; cancellation: boolean }
  | { kind: 'reminder'; phone: string };

export type TextBudgetName = keyof typeof TEXT_LIMIT_TEXTS;

/** A text refused by a budget: 429 `{detail, retry_after}` (the error handler adds Retry-After). */
export class TextBudgetError extends HttpError {
  constructor(
    readonly budget: TextBudgetName,
    readonly retryAfter: number,
  ) {
    super(429, { detail: TEXT_LIMIT_TEXTS[budget](retryAfter), retry_after: retryAfter });
    this.name = 'TextBudgetError';
  }
}

/** The budget keys in `rate_limit_buckets` of the texts that are not codes (tests read them). */
export const textBudgetKeys = {
  account: (account: number) => `text:account:${account}`,
  ip: (ip: string) => `text:ip:${ip}`,
  phone: (phone: string) => `text:phone:${phone}`,
  phoneDay: (phone: string) => `text:phone-day:${phone}`,
  invitePhone: (phone: string) => `text:invite:phone:${phone}`,
  noticeAccount: (account: number) => `text:notice:account:${account}`,
  noticeIp: (ip: string) => `text:notice:ip:${ip}`,
  noticeGamePerson: (event: number, phone: string) => `text:notice:event:${event}:phone:${phone}`,
  noticeGameCancel: (event: number, phone: string) => `text:notice:event:${event}:cancel:phone:${phone}`,
};

/**
 * TEXT_BUDGET_FACTOR multiplies the maxima of these budgets (never the code budgets: OTP_* raise those).
 * For a test run only, where every browser sends from 127.0.0.1 and journeys reuse numbers; unset in
 * production.
 */
function scaled(limit: Limit): Limit {
  const factor = Number(process.env.TEXT_BUDGET_FACTOR);
  return Number.isInteger(factor) && factor > 1 ? { ...limit, max: limit.max * factor } : limit;
}

const step = (key: string, limit: Limit, budget: TextBudgetName): BudgetStep => ({
  key,
  limit: scaled(limit),
  refusal: (r: HitResult) => new TextBudgetError(budget, r.retryAfter),
});

/** What one number receives: every sender together, per hour and per day. */
const numberSteps = (phone: string): BudgetStep[] => [
  step(textBudgetKeys.phone(phone), TEXT_SENDS_PER_PHONE, 'phone'),
  step(textBudgetKeys.phoneDay(phone), TEXT_SENDS_PER_PHONE_DAY, 'phone'),
];

/** What the requests of one account and one address cause, every sender together. */
const causeSteps = (account: number, ip: string): BudgetStep[] => [
  step(textBudgetKeys.account(account), TEXT_SENDS_PER_ACCOUNT, 'account'),
  step(textBudgetKeys.ip(ip), TEXT_SENDS_PER_ADDRESS, 'address'),
];

function stepsOf(send: TextSend): BudgetStep[] {
  switch (send.kind) {
    case 'code':
      return codeSteps(send.budgets, send);
    case 'invite':
      return [
        ...causeSteps(send.account, send.ip),
        step(textBudgetKeys.invitePhone(send.phone), INVITE_TEXTS_PER_PHONE, 'phone'),
        ...numberSteps(send.phone),
      ];
    case 'promotion':
      return [...causeSteps(send.account, send.ip), ...numberSteps(send.phone)];
    case 'notice':
      return [
        step(textBudgetKeys.noticeAccount(send.account), NOTICE_TEXTS_PER_ORGANIZER, 'notices'),
        step(textBudgetKeys.noticeIp(send.ip), NOTICE_TEXTS_PER_ORGANIZER_ADDRESS, 'notices'),
      ];
    case 'notice-delivery':
      return [
        // a cancellation never waits behind the notices of the game's moves: it has its own half hour
        // (a game restored and cancelled again within it is told once it is over)
        ...(send.event === undefined
          ? []
          : [
              step(
                send.cancellation
                  ? textBudgetKeys.noticeGameCancel(send.event, send.phone)
                  : textBudgetKeys.noticeGamePerson(send.event, send.phone),
                NOTICE_TEXTS_PER_GAME_PERSON,
                'phone',
              ),
            ]),
        ...numberSteps(send.phone),
      ];
    case 'reminder':
      return numberSteps(send.phone);
  }
}

/**
 * Spends one text of every budget of `send`, or throws the refusal of the first budget that refuses
 * (OtpError for a code, TextBudgetError for any other text) having given back everything it counted.
 * `db` may be the transaction of the change that causes the text: a rolled-back change spends nothing.
 */
export async function spendTextBudget(db: Db, send: TextSend, now: Date): Promise<void> {
  await spendEvery(db, stepsOf(send), now);
}

/** Gives back what `spendTextBudget` spent for a text the channel then failed to deliver (its job retries). */
export async function giveBackTextBudget(db: Db, send: TextSend, now: Date): Promise<void> {
  for (const { key } of stepsOf(send)) await refund(db, key, now);
}
