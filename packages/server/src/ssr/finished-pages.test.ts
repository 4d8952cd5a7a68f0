/**
 * The store of finished pages: one render for requests that miss together, and a stale page sent while
 * one render replaces it; the encoding a request accepts.
 */
import { FinishedPageStore, finishPage, pickEncoding } from './finished-pages';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FinishedPageStore', () => {
  it('shares one render among requests that miss together', async () => {
    const store = new FinishedPageStore(60_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await sleep(20);
      return finishPage(200, '<p>Игры</p>');
    };
    const pages = await Promise.all([1, 2, 3].map(() => store.get('/', render, () => undefined)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p?.etag)).size).toBe(1);
    expect(pages[0]?.identity.toString('utf8')).toBe('<p>Игры</p>');
  });

  it('sends a stale page at once while one render replaces it', async () => {
    const store = new FinishedPageStore(30);
    let text = 'первая';
    let renders = 0;
    let lastRender: Promise<unknown> = Promise.resolve();
    const render = () => {
      renders += 1;
      const page = sleep(20).then(() => finishPage(200, text));
      lastRender = page;
      return page;
    };
    await store.get('/', render, () => undefined);
    await sleep(40);
    text = 'вторая';
    const stale = await store.get('/', render, () => undefined);
    expect(stale?.identity.toString('utf8')).toBe('первая');
    expect(renders).toBe(2);
    // The background render is awaited, not timed: a busy machine may take longer than any sleep.
    await lastRender;
    await Promise.resolve();
    const fresh = await store.get('/', render, () => undefined);
    expect(fresh?.identity.toString('utf8')).toBe('вторая');
    expect(renders).toBe(2);
  });

  it('keeps nothing when the render makes no page', async () => {
    const store = new FinishedPageStore(60_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return null;
    };
    expect(await store.get('/', render, () => undefined)).toBeNull();
    expect(await store.get('/', render, () => undefined)).toBeNull();
    expect(renders).toBe(2);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
