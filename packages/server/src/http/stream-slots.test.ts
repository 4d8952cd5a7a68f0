/**
 * Open event streams are capped per client address and per process (./stream-slots.ts), on SQLite and
 * PostgreSQL: the stream over a cap is answered 429 with the Russian sentence and `retry_after`, and is
 * not opened; a closed stream gives its slot back; the results and the seating streams share the caps.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb, json, startTestApp, type TestApp } from '../../test/helpers';
import { issueToken } from '../plugins/current-user';
import { addressGroup, EVENT_STREAM_RETRY_AFTER_S, EVENT_STREAMS_PER_ADDRESS } from './stream-slots';

interface Opened {
  status: number;
  body: string;
  close: () => void;
}

/** Opens `path` from `localAddress` (a loopback address): resolves with the status once the head arrives. */
function open(port: number, path: string, localAddress: string, token?: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path,
      localAddress,
      agent: false,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const close = () => request.destroy();
      if (response.statusCode === 200) {
        // an open stream: its first bytes are there, the body never ends
        response.once('data', () => resolve({ status: 200, body: '', close }));
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, close }));
    });
  });
}

/** Waits until the server counts `count` open streams (a closed socket reaches it a moment later). */
async function untilOpen(t: TestApp, count: number): Promise<void> {
  while (t.app.live.slots.open !== count) await new Promise((resolve) => setImmediate(resolve));
}

describeEachDb('open event streams are capped', (target) => {
  let t: TestApp;
  let port = 0;
  let eventId = 0;
  let token = '';
  const opened: Opened[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, {
      seed: true,
      env: { ...process.env, EVENT_STREAMS_PER_PROCESS: String(EVENT_STREAMS_PER_ADDRESS + 2) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const organizer = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '79990000001')
      .executeTakeFirstOrThrow();
    token = await issueToken(t.app.db, organizer.id);
    const event = await t.app.db
      .selectFrom('events')
      .innerJoin('cities', 'cities.id', 'events.city_id')
      .select('events.id')
      .where('cities.title', '=', 'Москва')
      .orderBy('events.id')
      .executeTakeFirstOrThrow();
    eventId = event.id;
  });
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    await untilOpen(t, 0);
  });
  afterAll(async () => t?.close());

  const results = () => `/api/event/${eventId}/results_stream/`;

  test(`one address holds at most ${EVENT_STREAMS_PER_ADDRESS} streams: the next is 429, another address still opens; a closed stream frees its slot`, async () => {
    // the seating stream and the results stream count together
    const seating = await open(port, `/api/event/${eventId}/seating_stream/`, '127.0.0.1', token);
    expect(seating.status).toBe(200);
    opened.push(seating);
    for (let i = 1; i < EVENT_STREAMS_PER_ADDRESS; i++) {
      const stream = await open(port, results(), '127.0.0.1');
      expect(stream.status).toBe(200);
      opened.push(stream);
    }
    const refused = await open(port, results(), '127.0.0.1');
    expect(refused.status).toBe(429);
    expect(json(refused.body)).toEqual({
      detail: `Слишком много открытых трансляций с вашего адреса. Закройте лишние вкладки и попробуйте через ${EVENT_STREAM_RETRY_AFTER_S} с.`,
      retry_after: EVENT_STREAM_RETRY_AFTER_S,
    });
    // not opened: the count is still the cap
    expect(t.app.live.slots.open).toBe(EVENT_STREAMS_PER_ADDRESS);
    // refused before the handler reads anything: a stream of a game that does not exist is 429, not 404
    expect((await open(port, '/api/event/999999/results_stream/', '127.0.0.1')).status).toBe(429);

    const other = await open(port, results(), '127.0.0.2');
    expect(other.status).toBe(200);
    opened.push(other);

    // a stream that ends gives its slot back: the address opens one again
    opened.shift()?.close();
    await untilOpen(t, EVENT_STREAMS_PER_ADDRESS);
    const again = await open(port, results(), '127.0.0.1');
    expect(again.status).toBe(200);
    opened.push(again);
  });

  test('the process holds at most its cap: the next stream, from any address, is 429', async () => {
    const cap = EVENT_STREAMS_PER_ADDRESS + 2;
    for (let i = 0; i < cap; i++) {
      const stream = await open(port, results(), `127.0.1.${1 + (i % 5)}`);
      expect(stream.status).toBe(200);
      opened.push(stream);
    }
    const refused = await open(port, results(), '127.0.2.1');
    expect(refused.status).toBe(429);
    expect(json(refused.body)).toEqual({
      detail: `Сервер сейчас держит слишком много трансляций. Попробуйте через ${EVENT_STREAM_RETRY_AFTER_S} с.`,
      retry_after: EVENT_STREAM_RETRY_AFTER_S,
    });
    opened.pop()?.close();
    await untilOpen(t, cap - 1);
    const again = await open(port, results(), '127.0.2.1');
    expect(again.status).toBe(200);
    opened.push(again);
  });
});

describe('addressGroup', () => {
  test('IPv4 as it is, IPv6 by its /64 prefix', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
