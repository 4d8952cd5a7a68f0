/**
 * The texts of a cancelled, moved or restored game, queued with the change (reminders module's queue)
 * for everyone it concerns: every player and captain of every lineup, reserve included, and every guest
 * with a phone (repository `participantPhones`), each once. The organizer's optional reason is written
 * into the text.
 */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { spendTextBudget } from '../../../auth/text-budget';
import type { Db } from '../../../db';
import { enqueueNotice, type NoticeOf } from '../../reminders/notices';
import { participantPhones } from './repository';

/** «1 декабря в 19:00» in the venue city's time zone. */
export function whenText(iso: string, timeZone: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ru-RU', { timeZone, ...options }).format(new Date(iso));
  return `${format({ day: 'numeric', month: 'long' })} в ${format({ hour: '2-digit', minute: '2-digit' })}`;
}

/** Who changed the game: the organizer's account and his client's address (`request.ip`). */
export interface NoticeCause {
  account: number;
  ip: string;
}

/**
 * Queues the text for everyone on the game; each spends the organizer's daily notice budgets
 * (auth/text-budget.ts): refused, it throws a 429 and `db`, the change's transaction, is rolled back,
 * so the game is not changed and nothing is queued. Delivery spends the recipients' own budgets.
 * Answers how many people will be told.
 */
export async function noticeParticipants(
  db: Db,
  of: NoticeOf,
  text: string,
  cause: NoticeCause,
): Promise<number> {
  const phones = await participantPhones(db, of.event);
  const now = new Date();
  for (const phone of phones) {
    await spendTextBudget(db, { kind: 'notice', ...cause }, now);
    await enqueueNotice(db, phone, text, of);
  }
  return phones.length;
}

/** The game as its texts name it. */
export interface NoticeGame {
  title: string;
  timeZone: string;
}

const MOVE_TEXTS = {
  cancelled: ORGANIZER_TEXTS.cancelledNotice,
  moved: ORGANIZER_TEXTS.postponedNotice,
  restored: ORGANIZER_TEXTS.restoredNotice,
};

/** The text of a cancelled game (its old start), a moved or a restored one (its new start). */
export function moveText(
  kind: keyof typeof MOVE_TEXTS,
  game: NoticeGame,
  date: string,
  reason?: string | null,
): string {
  return MOVE_TEXTS[kind](game.title, whenText(date, game.timeZone), reason);
}
