/**
 * The server's markup of each public screen is taken over by the browser as it is. The route is
 * rendered as the server renders it (its loader filling the render's query cache, a logged-out visitor,
 * the request's city, no matchMedia, an empty localStorage), then hydrated from the cache the page
 * carries in a «browser» that differs in everything the server cannot know: a phone screen (matchMedia,
 * a table wider than its box), a logged-in player with a stored city, a clock that has moved on (within
 * the cache's freshness: the answers the page carries are not asked for again). Hydration must
 * finish without a mismatch (no recoverable error, no console.error) and without asking the network
 * again; what only the browser knows appears after mount.
 */

import { QUERY_STALE_MS } from '@quiz/api/query';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import {
  cleanUpHydrations,
  type Hydrated,
  hydrateRouteLoggedIn,
  type RouteRender,
} from '@quiz/federation/testing';
import { act, screen, within } from '@testing-library/react';
import { App } from '../App';
import { loaders } from '../loaders';
import { game, makeEvent, ROWS, SEASONS } from '../test/fixtures';
import { settle } from '../test/screen-props';

const CITY = makeCity({ id: 1 });
const SERVER_NOW = Date.parse('2026-11-26T09:00:00Z');

const sizes = {
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};

/** The browser of a phone user who has been here before (the phone's viewport: the harness). */
function becomeBrowser() {
  jest.setSystemTime(SERVER_NOW + QUERY_STALE_MS - 1000);
  localStorage.setItem('city', JSON.stringify(CITY));
  // every scrolling box is 375 px wide with 900 px of table in it
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
}

beforeEach(() => {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
    now: SERVER_NOW,
  });
});

afterEach(() => {
  cleanUpHydrations();
  jest.useRealTimers();
  localStorage.clear();
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  jest.restoreAllMocks();
});

const session = { token: 'browser-token', user: makeUser({ id: 100 }) };

/**
 * The route rendered by the server (its loader against `net`), then hydrated by the browser, which
 * starts when the player's session arrives; the requests the browser made.
 */
async function serverThenHydrate(net: FakeNetwork, route: Omit<RouteRender, 'city' | 'session' | 'phone'>) {
  let asked = 0;
  const browser = session$.subscribe(({ token }) => {
    if (!token) return;
    asked = net.requests.length;
    becomeBrowser();
  });
  let page: Hydrated;
  try {
    page = await hydrateRouteLoggedIn(App, { ...route, city: CITY, session, phone: true });
  } finally {
    browser.unsubscribe();
  }
  await act(settle);
  return { ...page, browserRequests: net.requests.slice(asked) };
}

describe('server render → hydration of the public screens', () => {
  it('/game_results', async () => {
    const net = fakeNetwork();
    const data = { month: '2026-10', months: ['2026-10', '2026-09'], games: [game({ id: 42 })] };
    net.on('monthScores', { status: 200, data });
    const result = await serverThenHydrate(net, {
      route: 'gameResults',
      query: { month: '2026-10' },
      loader: loaders.gameResults,
    });
    expect(result.html).toContain('Совы не то, чем кажутся');
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.browserRequests).toEqual([]);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByRole('rowheader', { name: 'Квизоны' })).toBeInTheDocument();
    // measured after mount: the phone's table overflows, the hint says so
    expect(within(card).getByText('Листайте вбок')).toBeInTheDocument();
  });

  it('/game_result/{id}: the date in the city zone (Vladivostok), whatever the zones of server and browser', async () => {
    const net = fakeNetwork();
    const city = makeCity({ id: 5, title: 'Владивосток', timezone: 'Asia/Vladivostok' });
    // a finished game: its published table, no live results to follow
    net.on('allowAnyEvent', { status: 200, data: makeEvent({ id: 42, city, workflow_state: 'finished' }) });
    net.on('eventScores', { status: 200, data: ROWS });
    const result = await serverThenHydrate(net, {
      route: 'gameResult',
      params: { eventId: '42' },
      loader: loaders.gameResult,
    });
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.browserRequests).toEqual([]);
    expect(screen.getByText(/пт, 16 октября · 02:30/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Результаты: Гарри Поттер #2' })).toBeInTheDocument();
  });

  it('/game_result/{id} with an id that names no game', async () => {
    const net = fakeNetwork();
    const result = await serverThenHydrate(net, {
      route: 'gameResult',
      params: { eventId: 'abc' },
      loader: loaders.gameResult,
    });
    expect(result.html).toContain('Игра не найдена');
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(net.requests).toEqual([]);
  });

  it('/rating', async () => {
    const net = fakeNetwork();
    const big = SEASONS.map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ ...r, points: r.points * 100 + 0.5 })),
    }));
    net.on('rating', { status: 200, data: big });
    const result = await serverThenHydrate(net, { route: 'rating', loader: loaders.rating });
    expect(result.html).toContain('Ёжики в тумане');
    expect(result.recoverableErrors).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(result.browserRequests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Сезон 2026' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('12 000,5')).toBeInTheDocument();
  });
});
