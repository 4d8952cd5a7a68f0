/**
 * Russian texts of the login flow. SPEC §8's are to the letter; the rest are ours. The texts of a failed
 * call are in ./login-errors.ts (they read @quiz/api's errors, which the login modal's host must not load
 * before the modal opens).
 */

import type { SendBy } from '@quiz/contract';

export const AUTH_TEXTS = {
  title: 'Вход',
  intro: 'Войдите по номеру телефона: мы пришлём код.',
  phoneLabel: 'Номер телефона',
  getCode: 'Получить код',
  codeLabel: 'Код',
  resend: 'Отправить код ещё раз',
  resendIn: (seconds: number) => `Отправить ещё раз через ${seconds} с`,
  changePhone: 'Изменить номер',
  /** no new message went out (the number's codes are spent for now): the latest one is valid */
  latestCode: (phone: string) =>
    `Новый код пока не отправлен: введите последний код, пришедший на номер ${phone}.`,
  nameTitle: 'Как вас зовут?',
  nameLabel: 'Имя',
  nameHint: 'Его увидят капитан и команда.',
  save: 'Сохранить',
  /** SPEC §8 */
  invalidCode: 'Неправильный код!',
  /** SPEC §8: a code failure that is not an invalid code */
  codeFailed: 'Что-то пошло не так...',
  /** SPEC §8: phone (code send) error title */
  phoneFailed: 'ЧТО-ТО НЕ ТАК!',
  /** SPEC §8: auth failure */
  authFailed: 'Что-то пошло не так!',
  /** SPEC §5 */
  invalidPhone: 'Некорректный номер телефона!',
  loggedIn: (name: string) => (name ? `Здравствуйте, ${name}!` : 'Вы вошли'),
} as const;

/** Where the code went, in Russian (SPEC §9 channels: whatsapp, sms_aero, flash_call, other). */
export function channelText(sendBy: SendBy, phone: string): string {
  switch (sendBy) {
    case 'whatsapp':
      return `Мы отправили код в WhatsApp на номер ${phone}.`;
    case 'sms_aero':
      return `Мы отправили код в SMS на номер ${phone}.`;
    case 'flash_call':
      return `Вам поступит звонок на номер ${phone}. Введите последние 4 цифры номера, с которого звонят.`;
    default:
      return `Мы отправили код сообщением на номер ${phone}.`;
  }
}
