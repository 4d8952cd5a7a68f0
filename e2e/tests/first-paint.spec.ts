/**
 * First paint without server rendering (the part that does not render React on the server):
 * the HTML of a public page, fetched without JavaScript, names the page (an event page: its theme and
 * date in <title> and og:title); sitemap.xml lists the public events; public API answers revalidate
 * with ETag / 304; on a page rendered in the browser the footer stays below the fold while the page is
 * empty, and on a server-rendered one the content is there before the remote's code; either way
 * nothing on the screen moves when a slow remote arrives. Every script a page loads asks V8 to compile it
 * while it downloads (the compile hint on its first line), not function by function on the main thread.
 * A logged-in screen the server rendered names no file of its remote in its head: the code comes after
 * the first paint.
 */
import type { Page } from '@playwright/test';
import { expect, expectInteractive, holdRemote, mountCount, remoteSlot, signIn, test } from '../fixtures';

interface Feed {
  events: { id: number; game: { theme: { title: string } }; place: { title: string } }[];
}

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('an event page without JavaScript: its theme in <title> and og:title; the sitemap lists it', async ({
  request,
}) => {
  const feed = (await (await request.get('/api/landing_feed')).json()) as Feed;
  const event = feed.events[0];
  expect(event, 'the demo seed has an upcoming event').toBeDefined();
  if (!event) return;
  const res = await request.get(`/event/${event.id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  expect(title).toContain(event.game.theme.title);
  const og = decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '');
  expect(og).toBe(title);
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  expect(description).toContain(event.place.title);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/event/${event.id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});

test('with JavaScript the event page keeps its own title; another page gets its screen title', async ({
  page,
  request,
}) => {
  const feed = (await (await request.get('/api/landing_feed')).json()) as Feed;
  const event = feed.events[0];
  if (!event) throw new Error('the demo seed has no upcoming event');
  await page.goto(`/event/${event.id}`);
  await expect(remoteSlot(page, 'mf_events').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(event.game.theme.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('navigation').getByRole('link', { name: 'Рейтинг команд' }).first().click();
  await expect(page).toHaveTitle('Рейтинг команд — Квиз');
});

test('landing_feed carries an ETag and answers 304 to a conditional request', async ({ request }) => {
  const first = await request.get('/api/landing_feed');
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()['cache-control']).toContain('stale-while-revalidate');
  const again = await request.get('/api/landing_feed', { headers: { 'if-none-match': String(etag) } });
  expect(again.status()).toBe(304);
});

/** Counts layout shifts (without recent input) into window.__cls from the page's start. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cumulativeShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test('every script of a server-rendered page and of a logged-in one starts with the compile hint', async ({
  page,
}) => {
  const scripts: Promise<{ url: URL; text: string }>[] = [];
  page.on('response', (response) => {
    // a revalidated script (304, no body) was checked when it first arrived
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.push(response.text().then((text) => ({ url: new URL(response.url()), text })));
  });
  await page.goto('/');
  await expectInteractive(
    remoteSlot(page, 'mf_events').getByRole('heading', { level: 1, name: 'Командные квизы в вашем городе' }),
  );
  await signIn(page, 'newcomer');
  await page.goto('/cabinet');
  await expect(remoteSlot(page, 'mf_teams')).toBeVisible();
  const origin = new URL(page.url()).origin;
  const loaded = (await Promise.all(scripts)).filter((s) => s.url.origin === origin);
  expect(loaded.map((s) => s.url.pathname)).toContain('/boot.js');
  expect(loaded.length, 'scripts loaded by / and /cabinet').toBeGreaterThan(5);
  const withoutHint = loaded.filter((s) => !s.text.startsWith('//# allFunctionsCalledOnLoad\n'));
  expect(withoutHint.map((s) => s.url.pathname)).toEqual([]);
});

/** Counts the Intl number and date formatters the page makes into window.__intlMade, from its start. */
async function countIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __intlMade: string[] };
    w.__intlMade = [];
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Real = Intl[name];
      Intl[name] = new Proxy(Real, {
        construct(target, args: unknown[]) {
          w.__intlMade.push(name);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          w.__intlMade.push(name);
          return Reflect.apply(target, self, args) as unknown;
        },
      }) as never;
    }
  });
}

test('the home page and an event page take their dates and sums over from the server without an Intl formatter (its first one costs 30–60 ms of one task)', async ({
  page,
}) => {
  await countIntlFormatters(page);
  await page.goto('/');
  const hero = remoteSlot(page, 'mf_events').getByRole('heading', {
    level: 1,
    name: 'Командные квизы в вашем городе',
  });
  await expectInteractive(hero);
  // a card's day, weekday and time, and its price, as the server wrote them and still there after hydration
  const slot = remoteSlot(page, 'mf_events');
  await expect(
    slot
      .getByText(/^\d+ (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)$/)
      .first(),
  ).toBeVisible();
  await expect(slot.getByText(/^(пн|вт|ср|чт|пт|сб|вс) · \d\d:\d\d$/).first()).toBeVisible();
  await expect(slot.getByTestId('event-cost').first()).toHaveText(/^\d[\d\s]*\s₽$/);
  const made = () => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
  expect(await made()).toEqual([]);
  const link = remoteSlot(page, 'mf_events').locator('a[href^="/event/"]').first();
  const href = await link.getAttribute('href');
  await page.goto(href ?? '/');
  await expectInteractive(remoteSlot(page, 'mf_events').getByRole('heading', { level: 1 }));
  await expect(
    remoteSlot(page, 'mf_events')
      .getByText(/\d\d:\d\d/)
      .first(),
  ).toBeVisible();
  expect(await made()).toEqual([]);
});

test('a logged-in screen rendered on the server names none of its remote’s files in the head (its content needs no script); each is fetched once', async ({
  page,
}) => {
  await signIn(page, 'newcomer');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mf/mf_teams/')) fetched.push(url.pathname);
  });
  await page.goto('/my_teams');
  await expect(remoteSlot(page, 'mf_teams').getByRole('heading', { name: 'Мои команды' })).toBeVisible();
  const named = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  // preloads would compete with the first paint: the code comes after it (shell/src/boot.ts)
  expect(named.filter((p) => p.startsWith('/mf/mf_teams/'))).toEqual([]);
  expect(fetched.length, `the remote's code still arrives: ${fetched.join(', ')}`).toBeGreaterThan(0);
  expect(fetched.length, `each file once: ${fetched.join(', ')}`).toBe(new Set(fetched).size);
});

test.describe('with the remote held back', () => {
  // the page is looked at before its code arrives: goto must not wait for it
  test.use({ waitForApp: false });

  test('a slow remote on a page rendered in the browser: the footer stays below the fold, and the page does not shift when it arrives', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await holdRemote(page, 'mf_events');
    await watchLayoutShifts(page);
    // not a server-rendered route (the catalogue's serverRendered): the page arrives empty
    await page.goto('/childregistration');
    await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
    const footer = page.locator('footer');
    const box = await footer.boundingBox();
    expect(box?.y ?? 0, 'the footer starts below the first screen').toBeGreaterThanOrEqual(823);
    release();
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('form', { name: 'Запись на детскую игру' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
    expect(
      await cumulativeShift(page),
      'cumulative layout shift while the remote arrives',
    ).toBeLessThanOrEqual(0.1);
  });

  test('a slow remote on a server-rendered page: its content is there before the code, and nothing moves when the code takes it over', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await holdRemote(page, 'mf_events');
    await watchLayoutShifts(page);
    await page.goto('/');
    const slot = remoteSlot(page, 'mf_events');
    // the server's markup, while the remote's code is still held back
    await expect(
      slot.getByRole('heading', { level: 1, name: 'Командные квизы в вашем городе' }),
    ).toBeVisible();
    await expect(slot.getByTestId('event-card').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
    expect(await mountCount(page, 'mf_events'), 'the remote has not run yet').toBe(0);
    const footer = page.locator('footer');
    expect(
      (await footer.boundingBox())?.y ?? 0,
      'the footer is below the first screen',
    ).toBeGreaterThanOrEqual(823);
    const before = await slot.getByTestId('event-card').first().boundingBox();
    release();
    await expectInteractive(slot.getByRole('heading', { level: 1, name: 'Командные квизы в вашем городе' }));
    await expect(slot.getByTestId('event-card').first()).toBeVisible();
    expect(await slot.getByTestId('event-card').first().boundingBox()).toEqual(before);
    expect(
      await cumulativeShift(page),
      'cumulative layout shift while the remote arrives',
    ).toBeLessThanOrEqual(0.1);
  });
});
