/**
 * SMS Aero (API v2): `GET {url}/sms/send?number=&text=&sign=` with HTTP Basic auth (login = the
 * account e-mail, key = the API key). Answers `{ success: true, data: {...} }` when accepted.
 */
import {
  basicAuth,
  type CodeMessage,
  codeText,
  type DeliveryChannel,
  DeliveryError,
  PROVIDER_TIMEOUT_MS,
  readJson,
} from './types';

export interface SmsAeroConfig {
  /** base URL, default https://gate.smsaero.ru/v2 */
  url: string;
  login: string;
  key: string;
  /** sender name registered at SMS Aero */
  sign: string;
}

function isSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

export function smsAeroChannel(config: SmsAeroConfig): DeliveryChannel {
  return {
    name: 'sms_aero',
    async send({ phone, code }: CodeMessage) {
      const url = new URL(`${config.url.replace(/\/+$/, '')}/sms/send`);
      url.searchParams.set('number', phone);
      url.searchParams.set('text', codeText(code));
      url.searchParams.set('sign', config.sign);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: basicAuth(config.login, config.key), Accept: 'application/json' },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError('sms_aero', `unreachable: ${String(error)}`);
      }
      const body = await readJson(response);
      if (!response.ok || !isSuccess(body)) {
        throw new DeliveryError('sms_aero', `HTTP ${response.status} ${JSON.stringify(body)}`);
      }
    },
  };
}
