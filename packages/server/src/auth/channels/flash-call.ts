/**
 * Flash call: the provider rings the player from a number whose last 4 digits are the code
 * (SMS Aero API v2 `GET {url}/flashcall/send?phone=&code=`, HTTP Basic auth). The client tells
 * the player to type «последние 4 цифры номера».
 */
import {
  basicAuth,
  type CodeMessage,
  type DeliveryChannel,
  DeliveryError,
  PROVIDER_TIMEOUT_MS,
  readJson,
} from './types';

export interface FlashCallConfig {
  /** base URL, default https://gate.smsaero.ru/v2 */
  url: string;
  login: string;
  key: string;
}

export function flashCallChannel(config: FlashCallConfig): DeliveryChannel {
  return {
    name: 'flash_call',
    async send({ phone, code }: CodeMessage) {
      const url = new URL(`${config.url.replace(/\/+$/, '')}/flashcall/send`);
      url.searchParams.set('phone', phone);
      url.searchParams.set('code', code);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: basicAuth(config.login, config.key), Accept: 'application/json' },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError('flash_call', `unreachable: ${String(error)}`);
      }
      const body = await readJson(response);
      const ok =
        typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
      if (!response.ok || !ok) {
        throw new DeliveryError('flash_call', `HTTP ${response.status} ${JSON.stringify(body)}`);
      }
    },
  };
}
