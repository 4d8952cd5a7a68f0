/**
 * WhatsApp through a Green-API-style gateway:
 * `POST {url}/waInstance{login}/sendMessage/{key}` with `{ chatId: '<digits>@c.us', message }`;
 * it answers `{ idMessage }` when the message is queued.
 */
import { type CodeMessage, codeText, type DeliveryChannel, deliver, field } from './types';

export interface WhatsAppConfig {
  /** gateway base URL, e.g. https://api.green-api.com */
  url: string;
  /** instance id */
  login: string;
  /** instance API token */
  key: string;
}

export function whatsAppChannel(config: WhatsAppConfig): DeliveryChannel {
  return {
    name: 'whatsapp',
    async send({ phone, code }: CodeMessage) {
      const base = config.url.replace(/\/+$/, '');
      const url = `${base}/waInstance${encodeURIComponent(config.login)}/sendMessage/${encodeURIComponent(config.key)}`;
      await deliver(
        'whatsapp',
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ chatId: `${phone}@c.us`, message: codeText(code) }),
        },
        (body) => typeof field(body, 'idMessage') === 'string',
      );
    },
  };
}
