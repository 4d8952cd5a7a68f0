/**
 * SMS Aero (API v2): `GET {url}/sms/send?number=&text=&sign=` with HTTP Basic auth (login = the
 * account e-mail, key = the API key). Answers `{ success: true, data: {...} }` when accepted. Login codes
 * and the other texts (reminders, notices, invitations) go the same way.
 */
import type { SendBy } from '@quiz/contract';
import type { MessageChannel, TextMessage } from './message';
import { basicAuth, type CodeMessage, codeText, type DeliveryChannel, deliver, field } from './types';

export interface SmsAeroConfig {
  /** base URL, default https://gate.smsaero.ru/v2 */
  url: string;
  login: string;
  key: string;
  /** sender name registered at SMS Aero */
  sign: string;
}

/** One SMS through SMS Aero: `text` to `phone`. */
async function sendSms(config: SmsAeroConfig, phone: string, text: string): Promise<void> {
  const url = new URL(`${config.url.replace(/\/+$/, '')}/sms/send`);
  url.searchParams.set('number', phone);
  url.searchParams.set('text', text);
  url.searchParams.set('sign', config.sign);
  await deliver(
    'sms_aero',
    url,
    { headers: { Authorization: basicAuth(config.login, config.key), Accept: 'application/json' } },
    (body) => field(body, 'success') === true,
  );
}

export function smsAeroChannel(config: SmsAeroConfig): DeliveryChannel {
  return {
    name: 'sms_aero',
    send: ({ phone, code }: CodeMessage) => sendSms(config, phone, codeText(code)),
  };
}

/** Texts that are not codes (reminders, notices, invitations) as SMS through the same account. */
export function smsAeroTextChannel(config: SmsAeroConfig, name: SendBy = 'sms_aero'): MessageChannel {
  return { name, send: ({ phone, text }: TextMessage) => sendSms(config, phone, text) };
}
