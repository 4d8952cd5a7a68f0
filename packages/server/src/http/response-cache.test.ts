/**
 * The response cache under both page caches (./response-cache.ts): one encoding negotiation, one
 * computation for requests that miss together, a stale entry sent while one computation replaces it.
 */

import { encodeBody, negotiateEncoding, ResponseCache } from './response-cache';
import { memoryStore } from './response-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bounds = { maxEntries: 100, maxBytes: 1024 * 1024 };

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    // `*` stands for the codings not named: a named q=0 still refuses
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['BR;Q=0, Gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0.000, gzip ; q=0', null],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s (br and gzip offered)', (header, expected) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it.each([
    ['gzip, br', 'gzip'],
    ['br', null],
    ['br, *', 'gzip'],
    ['gzip;q=0', null],
    ['br;q=0, gzip;q=0', null],
  ])('%s → %s (gzip offered)', (header, expected) => {
    expect(negotiateEncoding(header, ['gzip'])).toBe(expected);
  });
});

describe('ResponseCache', () => {
  const body = (text: string) => encodeBody(text, { br: false });

  it('computes once for requests that miss together', async () => {
    const cache = new ResponseCache(memoryStore(bounds), { ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await sleep(20);
      return body('{"ok":1}');
    };
    const found = await Promise.all([1, 2, 3].map(() => cache.get('k', compute)));
    expect(computed).toBe(1);
    expect(new Set(found.map((f) => f?.etag)).size).toBe(1);
    expect(found[0]?.identity.toString('utf8')).toBe('{"ok":1}');
  });

  it('sends a stale entry at once while one computation replaces it', async () => {
    const cache = new ResponseCache(memoryStore(bounds), { ttlMs: 30 });
    let text = 'первая';
    let computed = 0;
    let last: Promise<unknown> = Promise.resolve();
    const compute = () => {
      computed += 1;
      const made = sleep(20).then(() => body(text));
      last = made;
      return made;
    };
    await cache.get('k', compute);
    await sleep(40);
    text = 'вторая';
    const [stale, alsoStale] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(stale?.identity.toString('utf8')).toBe('первая');
    expect(alsoStale?.identity.toString('utf8')).toBe('первая');
    expect(computed).toBe(2);
    // the background computation is awaited, not timed
    await last;
    await sleep(0);
    expect((await cache.get('k', compute))?.identity.toString('utf8')).toBe('вторая');
    expect(computed).toBe(2);
  });

  it('keeps nothing when the computation makes no entry', async () => {
    const cache = new ResponseCache(memoryStore(bounds), { ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return null;
    };
    expect(await cache.get('k', compute)).toBeNull();
    expect(await cache.get('k', compute)).toBeNull();
    expect(computed).toBe(2);
  });
});
