/**
 * The organizer's screens arrive rendered by the server for the organizer of the `quiz_token` cookie
 * (personal pages: his session in the render, his game's data in the page's query cache, filled by the
 * route's loader with the screen's own query options) and his browser takes the markup over: no
 * mismatch, the data is not asked for again, and the live stream starts once the page is his browser's
 * (after hydration), as on a page the browser renders — its word still brings the data again.
 */
import { QUERY_STALE_MS } from '@quiz/api/query';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydratePersonalRoute, type RouteRender } from '@quiz/federation/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { App } from '../App';
import { loaders } from '../loaders';
import { scoreSheet, seatingState } from '../test/fixtures';
import { settle } from '../test/screen-props';

const CITY = makeCity({ id: 1 });
const ORGANIZER = makeUser({ id: 7, first_name: 'Ольга', is_organizer: true });
const session = { token: 'browser-token', user: ORGANIZER };
/** the score sheet's game starts at 16:00 UTC: the server renders before it, the browser after */
const START = Date.parse(scoreSheet().event.date);
const SERVER_NOW = START - 5_000;

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
});

/**
 * The route rendered for the organizer by the server, hydrated by his browser (whose clock is 10 s on,
 * past the game's start, within the answers' freshness); the requests his browser made.
 */
async function organizerPage(net: FakeNetwork, route: Omit<RouteRender, 'city' | 'session'>) {
  let asked = 0;
  const browser = session$.subscribe(({ token }) => {
    if (!token) return;
    asked = net.requests.length;
    jest.setSystemTime(SERVER_NOW + 10_000);
  });
  try {
    const page = await hydratePersonalRoute(App, { ...route, city: CITY, session });
    await act(settle);
    return { ...page, browserRequests: () => net.requests.slice(asked).map((r) => `${r.method} ${r.url}`) };
  } finally {
    browser.unsubscribe();
  }
}

describe('organizer screens: rendered for the organizer on the server, hydrated with no second load', () => {
  it('/organizer/event/{id}/scores: his sheet; the results stream opens after hydration and still reloads it', async () => {
    expect(SERVER_NOW + 10_000 - SERVER_NOW).toBeLessThan(QUERY_STALE_MS);
    const net = fakeNetwork();
    net.on('organizerScores', { status: 200, data: scoreSheet() });
    const page = await organizerPage(net, {
      route: 'organizerEventScores',
      params: { eventId: '7' },
      loader: loaders.organizerEventScores,
    });
    expect(page.html).toContain('Ёжики в тумане');
    // the server rendered before the start: the rule's sentence, no button yet
    expect(page.html).toContain('Игра ещё не началась');
    expect(page.html).not.toContain('Опубликовать результаты');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests()).toEqual(['GET event/7/results_stream/']);
    expect(net.calls('organizerScores')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Совы не то, чем кажутся, тур 1' })).toBeInTheDocument();
    // after mount his clock takes over: the game has started
    expect(screen.getByRole('button', { name: 'Опубликовать результаты' })).toBeInTheDocument();

    await waitFor(() => expect(net.openStreams('resultsStream')).toBe(1));
    net.on('organizerScores', {
      status: 200,
      data: scoreSheet([
        { id: 21, title: 'Совы не то, чем кажутся', scores: { 1: 8 }, version: 1 },
        { id: 22, title: 'Ёжики в тумане' },
      ]),
    });
    net.push('resultsStream', 'results', { event_id: 7 });
    await waitFor(() => expect(net.calls('organizerScores')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Совы не то, чем кажутся, тур 1' })).toHaveValue('8'),
    );
  });

  it("/sitting/{id}: his game's seating; the seating stream opens after hydration and still reloads it", async () => {
    const net = fakeNetwork();
    net.on('seating', { status: 200, data: seatingState() });
    const page = await organizerPage(net, {
      route: 'sitting',
      params: { eventId: '5' },
      loader: loaders.sitting,
    });
    expect(page.html).toContain('Квизоны');
    expect(page.html).toContain('Подключаемся к обновлениям…');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests()).toEqual(['GET event/5/seating_stream/']);
    expect(net.calls('seating')).toHaveLength(1);
    expect(await screen.findByText('Изменения других организаторов видны сразу')).toBeInTheDocument();

    net.on('seating', { status: 200, data: seatingState({ inGame: { 11: 1, 12: 2 } }) });
    net.push('seatingStream', 'seating', { event_id: 5, event_team_id: 12, version: 2, by: 8 });
    await waitFor(() => expect(net.calls('seating')).toHaveLength(2));
    // closed by the screen, before the network's clean-up ends its stream under it
    cleanUpHydrations();
  });
});
