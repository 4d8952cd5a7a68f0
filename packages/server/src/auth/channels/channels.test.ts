/**
 * The HTTP adapters against a fake provider on 127.0.0.1 (ephemeral port): the request each one
 * makes, and a DeliveryError when the provider refuses or is unreachable.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  channelFromEnv,
  DeliveryError,
  flashCallChannel,
  otherChannel,
  smsAeroChannel,
  smsAeroTextChannel,
  whatsAppChannel,
  whatsAppTextChannel,
} from './index';
import { messageChannelFromEnv } from './message';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

type Reply = (req: Seen) => { status: number; body: unknown };

let server: Server;
let base = '';
const seen: Seen[] = [];
let reply: Reply = () => ({ status: 200, body: { success: true } });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      seen.push(entry);
      const out = reply(entry);
      res.writeHead(out.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  reply = () => ({ status: 200, body: { success: true } });
});

const basic = `Basic ${Buffer.from('mail@example.ru:secret').toString('base64')}`;

describe('sms_aero', () => {
  const channel = () =>
    smsAeroChannel({ url: `${base}/v2`, login: 'mail@example.ru', key: 'secret', sign: 'Квиз' });

  it('sends the code as an SMS with basic auth', async () => {
    await channel().send({ phone: '79123456789', code: '0421' });
    expect(seen).toHaveLength(1);
    const req = seen[0];
    const url = new URL(req?.url ?? '', base);
    expect(req?.method).toBe('GET');
    expect(url.pathname).toBe('/v2/sms/send');
    expect(url.searchParams.get('number')).toBe('79123456789');
    expect(url.searchParams.get('text')).toContain('0421');
    expect(url.searchParams.get('sign')).toBe('Квиз');
    expect(req?.authorization).toBe(basic);
  });

  it('fails with DeliveryError when the provider says no', async () => {
    reply = () => ({ status: 200, body: { success: false, message: 'Insufficient balance' } });
    await expect(channel().send({ phone: '79123456789', code: '1111' })).rejects.toBeInstanceOf(
      DeliveryError,
    );
    reply = () => ({ status: 401, body: { success: false } });
    await expect(channel().send({ phone: '79123456789', code: '1111' })).rejects.toThrow(/HTTP 401/);
  });

  it('fails with DeliveryError when the provider is unreachable', async () => {
    const dead = smsAeroChannel({ url: 'http://127.0.0.1:9/v2', login: 'a', key: 'b', sign: 'c' });
    await expect(dead.send({ phone: '79123456789', code: '1111' })).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('flash_call', () => {
  it('asks for a call whose number ends with the code', async () => {
    const channel = flashCallChannel({ url: `${base}/v2/`, login: 'mail@example.ru', key: 'secret' });
    expect(channel.name).toBe('flash_call');
    await channel.send({ phone: '79123456789', code: '5678' });
    const url = new URL(seen[0]?.url ?? '', base);
    expect(seen[0]?.method).toBe('POST');
    expect(url.pathname).toBe('/v2/flashcall/send');
    expect(url.searchParams.get('phone')).toBe('79123456789');
    expect(url.searchParams.get('code')).toBe('5678');
    expect(seen[0]?.authorization).toBe(basic);
  });

  it('fails on a refusal', async () => {
    reply = () => ({ status: 500, body: { success: false } });
    const channel = flashCallChannel({ url: `${base}/v2`, login: 'a', key: 'b' });
    await expect(channel.send({ phone: '79123456789', code: '5678' })).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('whatsapp', () => {
  const channel = () => whatsAppChannel({ url: base, login: '1101', key: 'tok' });

  it('posts the message to the chat of the phone', async () => {
    reply = () => ({ status: 200, body: { idMessage: 'BAE5F4886F6F2D05' } });
    await channel().send({ phone: '79123456789', code: '9876' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/waInstance1101/sendMessage/tok');
    const body = JSON.parse(seen[0]?.body ?? '{}') as { chatId: string; message: string };
    expect(body.chatId).toBe('79123456789@c.us');
    expect(body.message).toContain('9876');
  });

  it('fails when the gateway does not queue the message', async () => {
    reply = () => ({ status: 466, body: { message: 'quota' } });
    await expect(channel().send({ phone: '79123456789', code: '9876' })).rejects.toBeInstanceOf(
      DeliveryError,
    );
  });
});

describe('other + channelFromEnv', () => {
  it('writes the code to the outbox', async () => {
    const written: unknown[] = [];
    const channel = otherChannel({ write: async (e) => void written.push(e) }, () => new Date(0));
    await channel.send({ phone: '79123456789', code: '0007' });
    expect(written).toEqual([
      { phone: '79123456789', code: '0007', send_by: 'other', created_at: new Date(0) },
    ]);
  });

  it('picks the channel from CODE_CHANNEL', () => {
    const outbox = { write: async () => undefined };
    expect(channelFromEnv({}, outbox).name).toBe('other');
    expect(
      channelFromEnv({ CODE_CHANNEL: 'sms_aero', SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' }, outbox).name,
    ).toBe('sms_aero');
    expect(
      channelFromEnv({ CODE_CHANNEL: 'flash_call', SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' }, outbox).name,
    ).toBe('flash_call');
    expect(
      channelFromEnv(
        { CODE_CHANNEL: 'whatsapp', WHATSAPP_URL: base, WHATSAPP_LOGIN: '1', WHATSAPP_KEY: 'k' },
        outbox,
      ).name,
    ).toBe('whatsapp');
    expect(() => channelFromEnv({ CODE_CHANNEL: 'sms_aero' }, outbox)).toThrow(/SMS_AERO_LOGIN/);
    expect(() => channelFromEnv({ CODE_CHANNEL: 'pigeon' }, outbox)).toThrow(/Unknown CODE_CHANNEL/);
  });
});

describe('texts that are not codes (reminders, notices, invitations)', () => {
  const text = 'Напоминаем: игра «Мистика» завтра в 19:30.';

  it('go as an SMS through SMS Aero, with the text as written', async () => {
    const channel = smsAeroTextChannel({ url: base, login: 'mail@example.ru', key: 'secret', sign: 'Квиз' });
    await channel.send({ phone: '79123456789', text });
    const url = new URL(seen[0]?.url ?? '', base);
    expect(url.pathname).toBe('/sms/send');
    expect(url.searchParams.get('number')).toBe('79123456789');
    expect(url.searchParams.get('text')).toBe(text);
    expect(seen[0]?.authorization).toBe(basic);
  });

  it('go to the WhatsApp chat of the phone', async () => {
    reply = () => ({ status: 200, body: { idMessage: 'BAE5F4886F6F2D05' } });
    await whatsAppTextChannel({ url: base, login: '1101', key: 'tok' }).send({ phone: '79123456789', text });
    const body = JSON.parse(seen[0]?.body ?? '{}') as { chatId: string; message: string };
    expect(body).toEqual({ chatId: '79123456789@c.us', message: text });
  });

  it('fail with DeliveryError when the provider says no (the job is retried)', async () => {
    reply = () => ({ status: 200, body: { success: false } });
    const channel = smsAeroTextChannel({ url: base, login: 'mail@example.ru', key: 'secret', sign: 'Квиз' });
    await expect(channel.send({ phone: '79123456789', text })).rejects.toBeInstanceOf(DeliveryError);
  });

  it('follow CODE_CHANNEL: a provider sends them, flash calls send them as SMS', async () => {
    const noDb = null as never;
    const sms = messageChannelFromEnv(
      { CODE_CHANNEL: 'sms_aero', SMS_AERO_URL: base, SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' },
      noDb,
    );
    expect(sms.name).toBe('sms_aero');
    await sms.send({ phone: '79123456789', text });
    expect(new URL(seen[0]?.url ?? '', base).searchParams.get('text')).toBe(text);
    const flash = messageChannelFromEnv(
      { CODE_CHANNEL: 'flash_call', SMS_AERO_URL: base, FLASH_CALL_LOGIN: 'a', FLASH_CALL_KEY: 'b' },
      noDb,
    );
    expect(flash.name).toBe('flash_call');
    await flash.send({ phone: '79123456789', text });
    expect(new URL(seen[1]?.url ?? '', base).pathname).toBe('/sms/send');
    expect(
      messageChannelFromEnv(
        { CODE_CHANNEL: 'whatsapp', WHATSAPP_URL: base, WHATSAPP_LOGIN: '1', WHATSAPP_KEY: 'k' },
        noDb,
      ).name,
    ).toBe('whatsapp');
    expect(() => messageChannelFromEnv({ CODE_CHANNEL: 'sms_aero' }, noDb)).toThrow(/SMS_AERO_LOGIN/);
  });
});
