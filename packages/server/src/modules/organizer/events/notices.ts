/** The captains' texts of a cancelled or moved game, queued with the change (reminders module's queue). */
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import { enqueueNotice } from '../../reminders/notices';
import { captainsOf } from './repository';

/** «1 декабря в 19:00» in the venue city's time zone. */
export function whenText(iso: string, timeZone: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ru-RU', { timeZone, ...options }).format(new Date(iso));
  return `${format({ day: 'numeric', month: 'long' })} в ${format({ hour: '2-digit', minute: '2-digit' })}`;
}

export async function noticeCaptains(db: Db, eventId: number, text: string): Promise<number> {
  const captains = await captainsOf(db, eventId);
  const phones = [...new Set(captains.map((c) => c.phone).filter((p): p is string => !!p))];
  for (const phone of phones) await enqueueNotice(db, phone, text);
  return phones.length;
}

export function cancelledText(title: string, date: string, timeZone: string): string {
  return ORGANIZER_TEXTS.cancelledNotice(title, whenText(date, timeZone));
}

export function postponedText(title: string, date: string, timeZone: string): string {
  return ORGANIZER_TEXTS.postponedNotice(title, whenText(date, timeZone));
}
