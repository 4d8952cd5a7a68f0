/**
 * The server's markup of each public screen is taken over by the browser as it is. The screen
 * is rendered with react-dom/server as the server does (a logged-out visitor, the request's city, no
 * matchMedia, an empty localStorage), then hydrated in a «browser» that differs in everything the server
 * cannot know: a phone screen (matchMedia, a table wider than its box), a stored token and city in
 * localStorage, a clock a day later. Hydration must finish without a mismatch (no recoverable error, no
 * console.error) and without asking the network; what only the browser knows appears after mount.
 */

import { fakeNetwork } from '@quiz/api/testing';
import { city$ } from '@quiz/bus';
import { ServerSnapshots, serverSnapshotValues } from '@quiz/bus/react';
import type { City } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import type { RemoteAppProps } from '@quiz/federation';
import { fakeMatchMedia } from '@quiz/ui/testing';
import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { game, makeEvent, ROWS, SEASONS } from '../test/fixtures';
import { screenProps, settle } from '../test/screen-props';
import GameResultScreen from './GameResultScreen';
import GameResultsScreen from './GameResultsScreen';
import RatingScreen from './RatingScreen';

const CITY = makeCity({ id: 1 });
const SERVER_NOW = Date.parse('2026-11-26T09:00:00Z');

const realMatchMedia = window.matchMedia;
const sizes = {
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};

/** The browser of a phone user who has been here before. */
function becomeBrowser() {
  jest.setSystemTime(SERVER_NOW + 24 * 3600_000);
  window.matchMedia = fakeMatchMedia(() => true);
  localStorage.setItem('token', 'browser-token');
  localStorage.setItem('city', JSON.stringify(CITY));
  // every scrolling box is 375 px wide with 900 px of table in it
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
  city$.next(CITY);
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

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
  localStorage.clear();
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  city$.next(null);
  jest.restoreAllMocks();
});

/** Server render, then hydration in the browser; the mismatches React reported. */
async function serverThenHydrate(Screen: ComponentType<RemoteAppProps>, props: RemoteAppProps, city: City) {
  const tree = () => (
    <ServerSnapshots values={serverSnapshotValues(city)}>
      <Screen {...props} />
    </ServerSnapshots>
  );
  const consoleError = jest.spyOn(console, 'error');
  expect(typeof window.matchMedia).not.toBe('function');
  const html = renderToString(tree());
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  becomeBrowser();
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  await act(settle);
  return { html, recoverable, consoleErrors: consoleError.mock.calls };
}

describe('server render → hydration of the public screens', () => {
  it('/game_results', async () => {
    const net = fakeNetwork();
    const data = { month: '2026-10', months: ['2026-10', '2026-09'], games: [game({ id: 42 })] };
    const result = await serverThenHydrate(
      GameResultsScreen,
      screenProps('gameResults', { query: { month: '2026-10' }, data }),
      CITY,
    );
    expect(result.html).toContain('Совы не то, чем кажутся');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(net.requests).toEqual([]);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByRole('rowheader', { name: 'Квизоны' })).toBeInTheDocument();
    // measured after mount: the phone's table overflows, the hint says so
    expect(within(card).getByText('Листайте вбок')).toBeInTheDocument();
  });

  it('/game_result/{id}: the date in the city zone (Vladivostok), whatever the zones of server and browser', async () => {
    const net = fakeNetwork();
    const city = makeCity({ id: 5, title: 'Владивосток', timezone: 'Asia/Vladivostok' });
    const data = { event: makeEvent({ id: 42, city }), results: ROWS };
    const result = await serverThenHydrate(
      GameResultScreen,
      screenProps('gameResult', { params: { eventId: '42' }, data }),
      CITY,
    );
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(net.requests).toEqual([]);
    expect(screen.getByText(/пт, 16 октября · 02:30/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Результаты: Гарри Поттер #2' })).toBeInTheDocument();
  });

  it('/game_result/{id} with an id that names no game', async () => {
    const net = fakeNetwork();
    const result = await serverThenHydrate(
      GameResultScreen,
      screenProps('gameResult', { params: { eventId: 'abc' } }),
      CITY,
    );
    expect(result.html).toContain('Игра не найдена');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(net.requests).toEqual([]);
  });

  it('/rating', async () => {
    const net = fakeNetwork();
    const big = SEASONS.map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ ...r, points: r.points * 100 + 0.5 })),
    }));
    const result = await serverThenHydrate(RatingScreen, screenProps('rating', { data: big }), CITY);
    expect(result.html).toContain('Ёжики в тумане');
    expect(result.recoverable).toEqual([]);
    expect(result.consoleErrors).toEqual([]);
    expect(net.requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Сезон 2026' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('12 000,5')).toBeInTheDocument();
  });
});
