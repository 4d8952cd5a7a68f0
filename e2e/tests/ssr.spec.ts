/**
 * Server-rendered public pages against the production build and the real server:
 *
 * - without JavaScript, each public page's HTML already holds what the visitor came for (the upcoming
 *   games on `/`, the theme and venue of an event, the games list, result and rating rows) inside
 *   `<div id="root">`, with the embedded state (`<script id="quiz-ssr" type="application/json">`) and
 *   no inline script (the Content-Security-Policy forbids them);
 * - with JavaScript, the page is taken over without console errors or hydration warnings, its content
 *   shows, and the first visit does not ask the API again for what the server already answered;
 * - after that, links work, and hovering a link starts loading the next page's data before the click;
 * - a released remote whose server render throws still gives a working page (rendered in the browser),
 *   and a released remote's changed text is in the server's HTML at once, until it is rolled back — on
 *   a second server with its own registry file (e2e/delivery.ts), without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { ROUTES, type RouteDef, type RouteName } from '../../packages/routes/src/index';
import { apiAs, createGame, registerTeam } from '../console';
import {
  type DeliveryServer,
  ROOT,
  release,
  rollback,
  shellDigest,
  startDeliveryServer,
  writeFile,
} from '../delivery';
import {
  apiLogin,
  expect,
  expectInteractive,
  expectScreen,
  holdRemote,
  mountCount,
  pathOf,
  remoteSlot,
  type SampleParams,
  sampleParams,
  test,
  uniquePhone,
} from '../fixtures';

interface EventJson {
  id: number;
  game: { theme: { title: string } };
  place: { title: string };
}
interface FeedJson {
  events: EventJson[];
}
interface RatingJson {
  name: string;
  rows: { team_name: string }[];
}
interface MonthScoresJson {
  games: { event: { id: number }; results: { team_title: string }[] }[];
}

const SERVER_RENDERED: readonly RouteDef[] = ROUTES.filter(
  (route: RouteDef) => route.serverRendered === true,
);
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const STATE = /<script id="quiz-ssr" type="application\/json">([\s\S]*?)<\/script>/;

/** What the server put into `<div id="root">` (empty when it sent the plain page). */
function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return '';
  const end = html.indexOf('<script id="quiz-ssr"', start);
  return html.slice(start + '<div id="root">'.length, end < 0 ? undefined : end);
}

/** The text a reader of the markup sees: no styles, tags or comments; entities decoded; one space. */
function textOf(markup: string): string {
  return markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function stateOf(html: string): { url: string; route: string } | null {
  const found = STATE.exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as { url: string; route: string }) : null;
}

/** Every `<script>` the browser would run that is not a file (src): CSP would block each of them. */
function inlineScripts(html: string): string[] {
  // a data block (`type="application/json"`: the page's state, the city zone's offsets) is never run
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter(([, attrs = '']) => !/\bsrc=/.test(attrs) && !/\btype="application\/json"/.test(attrs))
    .map(([tag]) => tag);
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} answers`).toBe(true);
  return (await res.json()) as T;
}

async function upcomingEvent(request: APIRequestContext): Promise<EventJson> {
  const feed = await getJson<FeedJson>(request, '/api/landing_feed');
  const event = feed.events[0];
  if (!event) throw new Error('the demo seed has no upcoming event');
  return event;
}

/**
 * What each server-rendered page must hold without JavaScript, read from the API the screen uses, and
 * that API call (the one the server answers for the page; the browser must not repeat it on load).
 */
interface PageExpectation {
  url: string;
  texts: string[];
  call: string;
}
const EXPECTED: Partial<Record<RouteName, (request: APIRequestContext) => Promise<PageExpectation>>> = {
  home: async (request) => {
    const feed = await getJson<FeedJson>(request, '/api/landing_feed');
    expect(feed.events.length, 'the demo seed has upcoming games').toBeGreaterThan(0);
    return { url: '/', texts: feed.events.map((e) => e.game.theme.title), call: '/api/landing_feed' };
  },
  eventPage: async (request) => {
    const event = await upcomingEvent(request);
    return {
      url: `/event/${event.id}`,
      texts: [event.game.theme.title, event.place.title],
      call: `/api/allow_any/event/${event.id}/`,
    };
  },
  games: async (request) => {
    const games = await getJson<EventJson[]>(request, '/api/games/future/');
    expect(games.length, 'the demo seed has future games').toBeGreaterThan(0);
    return { url: '/games', texts: games.map((e) => e.game.theme.title), call: '/api/games/future/' };
  },
  rating: async (request) => {
    const seasons = await getJson<RatingJson[]>(request, '/api/rating/');
    const rows = seasons[0]?.rows ?? [];
    expect(rows.length, 'the demo seed has a rating').toBeGreaterThan(0);
    return { url: '/rating', texts: rows.slice(0, 3).map((r) => r.team_name), call: '/api/rating/' };
  },
  gameResults: async (request) => {
    const scores = await getJson<MonthScoresJson>(request, '/api/events_scores/');
    const results = scores.games[0]?.results ?? [];
    expect(results.length, 'the demo seed has results').toBeGreaterThan(0);
    return {
      url: '/game_results',
      texts: results.slice(0, 3).map((r) => r.team_title),
      call: '/api/events_scores/',
    };
  },
  // a finished game: its page follows no live results stream (only a game still ahead or being scored
  // does), so the network goes idle and a repeated call would show
  gameResult: async (request) => {
    const scores = await getJson<MonthScoresJson>(request, '/api/events_scores/');
    const game = scores.games[0];
    const results = game?.results ?? [];
    expect(results.length, 'the demo seed has a played game with results').toBeGreaterThan(0);
    return {
      url: `/game_result/${game?.event.id}`,
      texts: results.slice(0, 3).map((r) => r.team_title),
      call: `/api/events_scores/${game?.event.id}/`,
    };
  },
};

function expectRoute(name: RouteName): RouteDef {
  const route = SERVER_RENDERED.find((r) => r.name === name);
  if (!route) throw new Error(`${name} is not a server-rendered route`);
  return route;
}

/** The API paths (no query) the page requests from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname);
  });
  return seen;
}

/** Chromium's own note about playwright.config.ts's `serviceWorkers: 'block'`, not the page's. */
const TEST_SETUP_WARNING = /^Service Worker registration blocked by Playwright$/;

/** Console errors and warnings of the page from now on (hydration mismatches are warned by the shell). */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && TEST_SETUP_WARNING.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

/** Waits until the remote has taken its server-rendered slot over (React owns the screen's heading). */
async function expectHydrated(page: Page, route: RouteDef): Promise<void> {
  await expectInteractive(
    remoteSlot(page, route.owner as Parameters<typeof remoteSlot>[1])
      .locator('[data-ssr-slot]')
      .getByRole('heading')
      .first(),
  );
}

test.describe('without JavaScript', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    test(`${name}: the page's content is in the HTML, with its state and no inline script`, async ({
      request,
    }) => {
      if (!expected) return;
      const route = expectRoute(name as RouteName);
      const { url, texts } = await expected(request);
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      const text = textOf(rootHtml(html));
      for (const wanted of texts) expect(text, `«${wanted}» in #root of ${url}`).toContain(wanted);
      expect(stateOf(html)).toMatchObject({ url, route: route.name });
      expect(inlineScripts(html)).toEqual([]);
    });
  }

  test('every server-rendered route arrives rendered, with its state and no inline script', async ({
    request,
  }) => {
    const params = await sampleParams(request);
    for (const route of SERVER_RENDERED) {
      const url = pathOf(route, params);
      const html = await (await request.get(url)).text();
      expect([url, stateOf(html)]).toEqual([url, expect.objectContaining({ url, route: route.name })]);
      expect(textOf(rootHtml(html)).trim().length, `${url} has content in #root`).toBeGreaterThan(0);
      expect([url, inlineScripts(html)]).toEqual([url, []]);
    }
  });

  test('a public page of a game that does not exist answers 404: the same page, «Игра не найдена», noindex', async ({
    request,
  }) => {
    for (const url of ['/event/abc', '/event/999999', '/game_result/999999', '/event/999999/photoReport']) {
      const res = await request.get(url);
      expect([url, res.status()]).toEqual([url, 404]);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      expect([url, textOf(rootHtml(html))]).toEqual([url, expect.stringContaining('Игра не найдена')]);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const params = await sampleParams(request);
    const scores = (await (await request.get('/api/events_scores/')).json()) as MonthScoresJson;
    const played = scores.games[0]?.event.id;
    expect(played, 'a played game with results in the seed').toBeDefined();
    for (const url of [
      `/event/${params.eventId}`,
      `/event/${params.albumEventId}/photoReport`,
      `/game_result/${played}`,
    ]) {
      const res = await request.get(url);
      expect([url, res.status()]).toEqual([url, 200]);
      expect(await res.text()).not.toContain('noindex');
    }
  });

  test('a page that is not server-rendered is the plain shell page', async ({ request }) => {
    const html = await (await request.get('/childregistration')).text();
    expect(html).toMatch(EMPTY_ROOT);
    expect(stateOf(html)).toBeNull();
  });
});

test.describe('with JavaScript', () => {
  let params: SampleParams;
  test.beforeAll(async ({ request }) => {
    params = await sampleParams(request);
  });

  for (const route of SERVER_RENDERED) {
    test(`${route.path}: taken over without errors or hydration warnings, content shown, no repeated call`, async ({
      page,
      request,
    }) => {
      const expected = EXPECTED[route.name as RouteName];
      const wanted = expected ? await expected(request) : null;
      const url = wanted?.url ?? pathOf(route, params);
      const problems = consoleProblems(page);
      const calls = apiRequests(page);
      const response = await page.goto(url);
      expect(stateOf((await response?.text()) ?? ''), `${url} arrived server-rendered`).not.toBeNull();
      await expectScreen(page, route);
      await expectHydrated(page, route);
      const slot = remoteSlot(page, route.owner as Parameters<typeof remoteSlot>[1]);
      for (const text of wanted?.texts ?? [])
        await expect(slot.getByText(text, { exact: false }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      if (wanted) expect(calls, `${wanted.call} was answered by the server`).not.toContain(wanted.call);
    });
  }
});

test.describe('a game that does not exist, with JavaScript', () => {
  // the document itself answers 404: Chromium logs that one line, nothing else may appear
  test.use({ ignoreConsoleErrors: /status of 404/ });
  for (const [url, name] of [
    ['/event/999999', 'eventPage'],
    ['/event/999999/photoReport', 'photoReport'],
    ['/game_result/999999', 'gameResult'],
  ] as const) {
    test(`${url}: taken over without errors or hydration warnings, «Игра не найдена» stays`, async ({
      page,
    }) => {
      const route = expectRoute(name);
      const problems = consoleProblems(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expectHydrated(page, route);
      const slot = remoteSlot(page, route.owner as Parameters<typeof remoteSlot>[1]);
      await expect(slot.getByText('Игра не найдена').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });
  }
});

test.describe('links and buttons of a server-rendered page', () => {
  test('hovering «Главная» loads the feed before the click; the click shows the games', async ({ page }) => {
    const calls = apiRequests(page);
    await page.goto('/promo_game');
    await expectHydrated(page, expectRoute('promoGame'));
    const home = page.getByRole('navigation').getByRole('link', { name: 'Главная', exact: true }).first();
    await expectInteractive(home);
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain('/api/landing_feed');
    await home.hover();
    await expect.poll(() => calls.includes('/api/landing_feed'), 'the feed is asked on hover').toBe(true);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(remoteSlot(page, 'mf_events').getByTestId('event-card').first()).toBeVisible();
  });

  test('on /, hovering a game card loads the event before the click; the click opens its page', async ({
    page,
    request,
  }) => {
    const feed = await getJson<FeedJson>(request, '/api/landing_feed');
    const calls = apiRequests(page);
    await page.goto('/');
    await expectHydrated(page, expectRoute('home'));
    const card = remoteSlot(page, 'mf_events').getByTestId('event-card').first();
    const link = card.getByRole('link').first();
    await expectInteractive(link);
    const id = Number(/\/event\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    const event = feed.events.find((e) => e.id === id);
    if (!event) throw new Error(`the first card links to /event/${id}, not an upcoming event of the feed`);
    const call = `/api/allow_any/event/${id}/`;
    await page.waitForLoadState('networkidle');
    expect(calls).not.toContain(call);
    await link.hover();
    await expect.poll(() => calls.includes(call), `${call} is asked on hover`).toBe(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByText(event.game.theme.title).first()).toBeVisible();
    await expect(slot.getByText(event.place.title).first()).toBeVisible();
  });
});

test.describe('a server-rendered button clicked before the code arrives', () => {
  // the page is used before its code arrives: goto must not wait for it
  test.use({ waitForApp: false });

  test('a click on a button before the remote has taken the page over is not lost', async ({
    page,
    request,
  }) => {
    const feed = await getJson<{ themes: unknown[] }>(request, '/api/landing_feed');
    expect(feed.themes.length, 'the demo seed has more than 3 themes').toBeGreaterThan(3);
    const release = await holdRemote(page, 'mf_events');
    await page.goto('/');
    const slot = remoteSlot(page, 'mf_events');
    const cards = slot.getByTestId('theme-card');
    await expect(cards).toHaveCount(3);
    // the server's button, while the remote's code is held back
    expect(await mountCount(page, 'mf_events')).toBe(0);
    await slot.getByRole('button', { name: 'Показать ещё' }).click();
    release();
    await expect(cards).toHaveCount(Math.min(6, feed.themes.length));
  });
});

test.describe('a server-rendered form sent before the code arrives', () => {
  test.use({ waitForApp: false, signedInAs: 'organizer' });

  test('the door: a number typed and «Отметить: пришла» tapped before the remote is live: no reload, saved as typed', async ({
    page,
    me,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Ранние ${stamp}`;
    const eventId = await createGame(page, me.token, { postfix: `дверь ${stamp}`, daysAhead: 2 });
    const captain = await apiLogin();
    await registerTeam(page, captain.token, eventId, title);
    const release = await holdRemote(page, 'mf_teams');
    await page.goto(`/organizer/event/${eventId}/teams`);
    const card = remoteSlot(page, 'mf_teams').getByRole('article', { name: title });
    const players = card.getByRole('spinbutton', { name: `Сколько пришло человек: «${title}»` });
    // the server's form, while the remote's code is held back
    await expect(players).toBeVisible();
    expect(await mountCount(page, 'mf_teams')).toBe(0);
    await players.fill('5');
    await card.getByRole('button', { name: 'Отметить: пришла' }).click();
    release();
    await expect(card.getByRole('button', { name: 'Пришла ✓' })).toHaveAttribute('aria-pressed', 'true');
    // the browser never sent the form itself (a reload with the fields in the address)
    expect(new URL(page.url()).search).toBe('');
    // the server has the number typed: the page it renders now shows it
    await page.reload();
    await expect(
      remoteSlot(page, 'mf_teams')
        .getByRole('article', { name: title })
        .getByRole('spinbutton', { name: `Сколько пришло человек: «${title}»` }),
    ).toHaveValue('5');
  });

  test('the score sheet: a score typed and left with Tab before the remote is live is saved', async ({
    page,
    me,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Ранний счёт ${stamp}`;
    const eventId = await createGame(page, me.token, { postfix: `баллы ${stamp}`, daysAhead: 2 });
    // a team at the door: registered and arrived at once, so it has a row on the sheet
    await apiAs(page, me.token, 'POST', `/api/organizer/events/${eventId}/walk_in/`, {
      title,
      captain_phone: uniquePhone(),
      players: 4,
    });
    const release = await holdRemote(page, 'mf_seating');
    await page.goto(`/organizer/event/${eventId}/scores`);
    const cell = remoteSlot(page, 'mf_seating').getByRole('textbox', { name: `${title}, тур 1` });
    // the server's sheet, while the remote's code is held back
    await expect(cell).toBeVisible();
    expect(await mountCount(page, 'mf_seating')).toBe(0);
    await cell.fill('7,5');
    await cell.press('Tab');
    release();
    await expect(remoteSlot(page, 'mf_seating').getByText('Сохранено')).toBeVisible();
    await expect(cell).toHaveValue('7,5');
    // the server has the score: the sheet it renders now shows it
    await page.reload();
    await expect(
      remoteSlot(page, 'mf_seating').getByRole('textbox', { name: `${title}, тур 1` }),
    ).toHaveValue('7,5');
  });
});

/**
 * One release of mf-events with a build overlay: the home hero says NEW_TITLE, and its server render
 * throws for `/games?type=e2e_ssr_fault` (so one build gives both a working and a failing server render:
 * the server's handling of a render that throws does not depend on why it throws). The fault rides on
 * `type`, a parameter the games page renders by: a parameter no page reads never reaches a render.
 */
test.describe('released server renders', () => {
  test.describe.configure({ mode: 'serial' });
  const OLD_TITLE = 'Командные квизы в вашем городе';
  const NEW_TITLE = 'Квизы новой версии в вашем городе';
  const VERSION = `0.1.0-e2essr${Date.now().toString(36)}`;
  let tmp = '';
  let registryFile = '';
  let overlay = '';
  let server: DeliveryServer | null = null;
  let shellBefore = '';

  function writeOverlay(dir: string): void {
    const hero = path.join('mf-events', 'src', 'features', 'home', 'Hero.tsx');
    const source = fs.readFileSync(path.join(ROOT, hero), 'utf8');
    if (!source.includes(`'${OLD_TITLE}'`)) throw new Error(`${hero} no longer holds «${OLD_TITLE}»`);
    writeFile(path.join(dir, hero), source.replace(`'${OLD_TITLE}'`, `'${NEW_TITLE}'`));
    writeFile(
      path.join(dir, 'mf-events', 'src', 'ssr.ts'),
      `import { createRemoteRenderer } from '@quiz/federation/ssr';
import { App } from './App';
import { loaders } from './loaders';

const renderer = createRemoteRenderer(App, { cacheKey: 'ev', name: 'mf_events', loaders });

export const render: typeof renderer.render = async (request) => {
  if (request.query.type === 'e2e_ssr_fault') throw new Error('e2e: the server render fails');
  return renderer.render(request);
};
`,
    );
  }

  const pageHtml = async (url: string) => {
    const res = await fetch(`${server?.baseUrl}${url}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-ssr-'));
    registryFile = path.join(tmp, 'remotes.json');
    overlay = path.join(tmp, 'overlay');
    writeOverlay(overlay);
    shellBefore = shellDigest();
    server = await startDeliveryServer(registryFile);
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(path.join(ROOT, 'mf-events', 'dist', VERSION), { recursive: true, force: true });
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a released text is in the server HTML at once, without a restart', async () => {
    test.setTimeout(360_000);
    const before = await pageHtml('/');
    expect(stateOf(before)).not.toBeNull();
    expect(textOf(rootHtml(before))).toContain(OLD_TITLE);

    await release('mf-events', { registryFile, version: VERSION, overlay });
    const released = await pageHtml('/');
    expect(stateOf(released)).not.toBeNull();
    expect(textOf(rootHtml(released))).toContain(NEW_TITLE);
    expect(textOf(rootHtml(released))).not.toContain(OLD_TITLE);
  });

  test('a server render that throws: the plain page arrives, and the browser shows the screen', async ({
    page,
  }) => {
    const url = '/games?type=e2e_ssr_fault';
    const html = await pageHtml(url);
    expect(stateOf(html)).toBeNull();
    expect(html).toMatch(EMPTY_ROOT);

    await page.goto(`${server?.baseUrl}${url}`);
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByTestId('event-card').first()).toBeVisible();
  });

  test('after a rollback the server HTML has the old text again; the shell never changed', async () => {
    test.setTimeout(120_000);
    await rollback('mf-events', registryFile);
    const rolledBack = await pageHtml('/');
    expect(stateOf(rolledBack)).not.toBeNull();
    expect(textOf(rootHtml(rolledBack))).toContain(OLD_TITLE);
    expect(textOf(rootHtml(rolledBack))).not.toContain(NEW_TITLE);
    expect(shellDigest(), "the shell's files are byte-identical").toBe(shellBefore);
  });
});
