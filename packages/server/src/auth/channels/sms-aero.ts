/**
 * SMS Aero (API v2): `GET {url}/sms/send?number=&text=&sign=` with HTTP Basic auth (login = the
 * account e-mail, key = the API key). Answers `{ success: true, data: {...} }` when accepted.
 */
import { basicAuth, type CodeMessage, codeText, type DeliveryChannel, deliver, field } from './types';

export interface SmsAeroConfig {
  /** base URL, default https://gate.smsaero.ru/v2 */
  url: string;
  login: string;
  key: string;
  /** sender name registered at SMS Aero */
  sign: string;
}

export function smsAeroChannel(config: SmsAeroConfig): DeliveryChannel {
  return {
    name: 'sms_aero',
    async send({ phone, code }: CodeMessage) {
      const url = new URL(`${config.url.replace(/\/+$/, '')}/sms/send`);
      url.searchParams.set('number', phone);
      url.searchParams.set('text', codeText(code));
      url.searchParams.set('sign', config.sign);
      await deliver(
        'sms_aero',
        url,
        { headers: { Authorization: basicAuth(config.login, config.key), Accept: 'application/json' } },
        (body) => field(body, 'success') === true,
      );
    },
  };
}
