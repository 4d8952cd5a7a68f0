/**
 * /games rendered by the server and taken over by the browser: the same cards on both sides
 * (the server's anonymous list for the request's city, loaded at the server's instant, in the query
 * cache the page carries), no second request.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { asPhone, cleanUpHydrations, sleep } from '@quiz/federation/testing';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverThenHydrateCached } from '../../test/cache';
import { logIn, logOut, makeEvent } from '../../test/fixtures';
import { gamesListQueryOptions, recentGamesQueryOptions } from './api/games';
import { GamesView } from './GamesView';

const DAY = 24 * 60 * 60 * 1000;
const city = makeCity({ id: 1 });

/** The server's cache after the route loader: the city's upcoming games asked as anyone, loaded at `at`. */
const upcomingList =
  (events: Event[], at = Date.now()) =>
  (client: QueryClient) =>
    client.setQueryData(gamesListQueryOptions('UPCOMING', 1, false).queryKey, events, { updatedAt: at });

afterEach(() => {
  cleanUpHydrations();
  logOut();
});

describe('games page: server render, then hydration', () => {
  beforeEach(() => logOut());

  it('«Ближайшие»: hydrates the server’s cards on a phone, with no request', async () => {
    const net = fakeNetwork();
    const events = [
      makeEvent({ id: 1, date: new Date(Date.now() + 2 * DAY).toISOString(), freeTeamPlaces: 3 }),
      makeEvent({ id: 2, postfix: '#3', date: new Date(Date.now() + 9 * DAY).toISOString() }),
    ];
    const hydrated = await serverThenHydrateCached(<GamesView query={{}} />, {
      city,
      fill: upcomingList(events),
      browser: () => {
        asPhone();
      },
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-selected', 'true');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Свободных мест для команд: 3')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('link', { name: 'Гарри Поттер #3' }),
    ).toBeInTheDocument();
    await sleep(20);
    expect(net.requests).toEqual([]);
  });

  it('a game that starts between the server’s render and the hydration: no mismatch, then its results', async () => {
    fakeNetwork();
    const at = Date.now();
    const event = makeEvent({ id: 3, date: new Date(at + 40).toISOString() });
    const hydrated = await serverThenHydrateCached(<GamesView query={{}} />, {
      city,
      fill: upcomingList([event], at),
      browser: () => sleep(80),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(hydrated.html).toContain('Зарегистрироваться');
    expect(await screen.findByRole('link', { name: 'Итоги игры' })).toBeInTheDocument();
  });

  it('«Прошедшие»: the server’s first page and «Показать ещё», which asks for page 2', async () => {
    const net = fakeNetwork();
    const passed = makeEvent({ id: 4, date: new Date(Date.now() - 3 * DAY).toISOString() });
    net.on('gamesPast', {
      status: 200,
      data: {
        results: [makeEvent({ id: 5, postfix: '#9', date: passed.date })],
        next: null,
        count: 2,
        previous: null,
      },
    });
    const hydrated = await serverThenHydrateCached(<GamesView query={{ type: 'recent' }} />, {
      city,
      // the first page of the recent games, as the loader asked it
      fill: (client) =>
        client.setQueryData(recentGamesQueryOptions(1, false).queryKey, {
          pages: [{ results: [passed], next: 2, count: 2 }],
          pageParams: [1],
        }),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(net.requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Гарри Поттер #9' })).toBeInTheDocument();
    expect(net.calls('gamesPast').map((r) => r.query)).toEqual([{ page: 2, city: 1 }]);
  });

  it('a logged-in visitor: hydrates the anonymous list, then reloads it with the session', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 6, date: new Date(Date.now() + 2 * DAY).toISOString() });
    net.on('gamesFuture', { status: 200, data: [{ ...event, isRegistered: true }] });
    const hydrated = await serverThenHydrateCached(<GamesView query={{}} />, {
      city,
      fill: upcomingList([event]),
      browser: () => void logIn(),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    await waitFor(() => expect(net.calls('gamesFuture')).toHaveLength(1));
    expect(net.calls('gamesFuture')[0]?.authorization).toMatch(/^Token /);
    expect(await screen.findByRole('link', { name: 'Вы зарегистрированы' })).toBeInTheDocument();
    // the visitor's own tabs appear once the session is live
    expect(screen.getByRole('tab', { name: 'Мои игры' })).toBeInTheDocument();
  });
});
