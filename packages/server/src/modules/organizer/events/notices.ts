/** The captains' texts of a cancelled or moved game, queued with the change (reminders module's queue). */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { spendTextBudget } from '../../../auth/text-budget';
import type { Db } from '../../../db';
import { enqueueNotice, type NoticeOf } from '../../reminders/notices';
import { captainsOf } from './repository';

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
 * Queues the text for every captain of the game; each spends the organizer's daily notice budgets
 * (auth/text-budget.ts): refused, it throws a 429 and `db`, the change's transaction, is rolled back,
 * so the game is not changed and nothing is queued. Delivery spends the captains' own budgets.
 */
export async function noticeCaptains(
  db: Db,
  of: NoticeOf,
  text: string,
  cause: NoticeCause,
): Promise<number> {
  const captains = await captainsOf(db, of.event);
  const phones = [...new Set(captains.map((c) => c.phone).filter((p): p is string => !!p))];
  const now = new Date();
  for (const phone of phones) {
    await spendTextBudget(db, { kind: 'notice', ...cause }, now);
    await enqueueNotice(db, phone, text, of);
  }
  return phones.length;
}

export function cancelledText(title: string, date: string, timeZone: string): string {
  return ORGANIZER_TEXTS.cancelledNotice(title, whenText(date, timeZone));
}

export function postponedText(title: string, date: string, timeZone: string): string {
  return ORGANIZER_TEXTS.postponedNotice(title, whenText(date, timeZone));
}
