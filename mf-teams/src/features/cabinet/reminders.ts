/** The texts of «Напоминания и календарь», the feed's address and what the section's parts share. */
import type { ReminderSettings } from '@quiz/contract';

export const REMINDER_TEXTS = {
  section: 'Напоминания и календарь',
  toggle: 'Напоминать об играх',
  toggleHint: 'За сутки и за 2 часа до игры пришлём сообщение на ваш номер: когда, где и ссылку на игру.',
  on: 'Напоминания включены.',
  off: 'Напоминания выключены.',
  feedTitle: 'Календарь с вашими играми',
  feedText:
    'Подпишитесь на эту ссылку в календаре телефона или компьютера — в нём появятся все игры, на которые вы зарегистрированы, и он будет обновляться сам.',
  feedLabel: 'Ссылка на ваш календарь',
  feedCreate: 'Получить ссылку',
  copy: 'Скопировать',
  rotate: 'Сменить ссылку',
  rotateConfirm: 'Сменить ссылку на календарь?',
  rotateText:
    'Старая ссылка перестанет работать: календари, подписанные на неё, больше не будут обновляться.',
  rotateYes: 'Сменить',
  rotated: 'Готово: старая ссылка больше не работает.',
} as const;

/** The feed's absolute address (the server answers a path). */
export function feedUrl(path: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${path}`;
}

/** The loaded settings and their setter, for the section's parts. */
export interface ReminderPartProps {
  settings: ReminderSettings;
}
