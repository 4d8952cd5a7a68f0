/** Test data shaped by the contract (Event, Theme, User, TrialGamePackage). */

import { session$ } from '@quiz/bus';
import type { Event, TrialGamePackage, User } from '@quiz/contract';
import { makeEvent as makeContractEvent, makeTheme, makeUser } from '@quiz/contract/fixtures';

export const NOW = new Date('2026-05-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (d: number) => new Date(NOW.getTime() + d * DAY).toISOString();

export { makeTheme, makeUser };

/** An upcoming event (three days after NOW) unless overridden. */
export function makeEvent(over: Partial<Event> = {}): Event {
  return makeContractEvent({ date: daysFromNow(3), ...over });
}

export function logIn(user: User = makeUser()): User {
  session$.next({ token: 'a'.repeat(40), user });
  return user;
}

export function logOut(): void {
  session$.next({ token: null, user: null });
}

export function makeTrialPackage(tasks = 2): TrialGamePackage {
  return {
    id: 9,
    title: 'Пробная игра',
    theme: 7,
    tasks: Array.from({ length: tasks }, (_, i) => ({
      id: 500 + i,
      number: i + 1,
      question_frame: { template_name: 'question', data: {} },
      answer_frame: { template_name: 'answer', data: {} },
      question_media: null,
      answer_media: null,
      answer: `Ответ ${i + 1}`,
      answer_tip: '',
      preamble: '',
      logical_tip: '',
      question_part: '',
    })),
  };
}
