/**
 * WhatsApp through a Green-API-style gateway:
 * `POST {url}/waInstance{login}/sendMessage/{key}` with `{ chatId: '<digits>@c.us', message }`;
 * it answers `{ idMessage }` when the message is queued.
 */
import {
  type CodeMessage,
  codeText,
  type DeliveryChannel,
  DeliveryError,
  PROVIDER_TIMEOUT_MS,
  readJson,
} from './types';

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
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ chatId: `${phone}@c.us`, message: codeText(code) }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError('whatsapp', `unreachable: ${String(error)}`);
      }
      const body = await readJson(response);
      const ok =
        typeof body === 'object' &&
        body !== null &&
        typeof (body as { idMessage?: unknown }).idMessage === 'string';
      if (!response.ok || !ok) {
        throw new DeliveryError('whatsapp', `HTTP ${response.status} ${JSON.stringify(body)}`);
      }
    },
  };
}
