/**
 * Flash call: the provider rings the player from a number whose last 4 digits are the code
 * (SMS Aero API v2 `GET {url}/flashcall/send?phone=&code=`, HTTP Basic auth). The client tells
 * the player to type «последние 4 цифры номера».
 */
import { basicAuth, type CodeMessage, type DeliveryChannel, deliver, field } from './types';

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
      await deliver(
        'flash_call',
        url,
        {
          method: 'POST',
          headers: { Authorization: basicAuth(config.login, config.key), Accept: 'application/json' },
        },
        (body) => field(body, 'success') === true,
      );
    },
  };
}
