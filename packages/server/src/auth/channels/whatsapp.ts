/**
 * WhatsApp through a Green-API-style gateway:
 * `POST {url}/waInstance{login}/sendMessage/{key}` with `{ chatId: '<digits>@c.us', message }`;
 * it answers `{ idMessage }` when the message is queued.
 */
import type { MessageChannel, TextMessage } from './message';
import { type CodeMessage, codeText, type DeliveryChannel, deliver, field } from './types';

export interface WhatsAppConfig {
  /** gateway base URL, e.g. https://api.green-api.com */
  url: string;
  /** instance id */
  login: string;
  /** instance API token */
  key: string;
}

/** One message through the gateway: `text` to the chat of `phone`. */
async function sendMessage(config: WhatsAppConfig, phone: string, text: string): Promise<void> {
  const base = config.url.replace(/\/+$/, '');
  const url = `${base}/waInstance${encodeURIComponent(config.login)}/sendMessage/${encodeURIComponent(config.key)}`;
  await deliver(
    'whatsapp',
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ chatId: `${phone}@c.us`, message: text }),
    },
    (body) => typeof field(body, 'idMessage') === 'string',
  );
}

export function whatsAppChannel(config: WhatsAppConfig): DeliveryChannel {
  return {
    name: 'whatsapp',
    send: ({ phone, code }: CodeMessage) => sendMessage(config, phone, codeText(code)),
  };
}

/** Texts that are not codes (reminders, notices, invitations) to the same chat. */
export function whatsAppTextChannel(config: WhatsAppConfig): MessageChannel {
  return { name: 'whatsapp', send: ({ phone, text }: TextMessage) => sendMessage(config, phone, text) };
}
