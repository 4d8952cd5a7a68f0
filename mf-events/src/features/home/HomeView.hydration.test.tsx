/**
 * The home page rendered by the server and taken over by the browser: event cards, theme
 * cards, the availability grid and the rest hydrate as the server rendered them, on a phone and for a
 * logged-in visitor alike, with no second request for the feed.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event, Theme } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { asPhone, cleanUpHydrations, sleep } from '@quiz/federation/testing';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { landingFeedQueryOptions } from '../../shared/api/landingFeed';
import { resetLikes } from '../../shared/theme-card/likes';
import { serverThenHydrateCached } from '../../test/cache';
import { logIn, logOut, makeEvent, makeTheme, makeUser } from '../../test/fixtures';
import { HomeView } from './HomeView';

const DAY = 24 * 60 * 60 * 1000;
const city = makeCity({ id: 1 });
const feed = () => ({
  events: [makeEvent({ id: 1, date: new Date(Date.now() + 2 * DAY).toISOString(), freeTeamPlaces: 4 })],
  themes: [makeTheme({ id: 9, title: 'Кино 90-х', likes_count: 3 })],
});

/** The server's cache after the route loader: the city's feed asked as anyone, loaded at `at`. */
const serverFeed =
  (data: { events: Event[]; themes: Theme[] }, at = Date.now()) =>
  (client: QueryClient) =>
    client.setQueryData(landingFeedQueryOptions(1, false).queryKey, data, { updatedAt: at });

afterEach(() => {
  cleanUpHydrations();
  logOut();
  resetLikes();
});

describe('home page: server render, then hydration', () => {
  beforeEach(() => logOut());

  it('on a phone: the server’s cards as they are, with no request for the feed', async () => {
    const net = fakeNetwork();
    const hydrated = await serverThenHydrateCached(<HomeView query={{}} />, {
      city,
      fill: serverFeed(feed()),
      browser: () => {
        asPhone();
      },
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByText('Свободных мест для команд: 4')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Кино 90-х' })).toBeInTheDocument();
    await sleep(20);
    expect(net.calls('landingFeed')).toEqual([]);
  });

  it('a logged-in visitor: no mismatch, then their likes, comfortable time and registrations', async () => {
    const net = fakeNetwork();
    const anonymous = feed();
    const own = { ...anonymous, events: anonymous.events.map((e) => ({ ...e, isRegistered: true })) };
    net.on('landingFeed', { status: 200, data: own });
    const user = makeUser({ like: [9], comfortable_time: { '19-fr': true } });
    const hydrated = await serverThenHydrateCached(<HomeView query={{}} />, {
      city,
      fill: serverFeed(anonymous),
      browser: () => void logIn(user),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    // the themes and the grid are below the fold: taken over after the first screen, then live
    const theme = screen.getByRole('article', { name: 'Кино 90-х' });
    await waitFor(() =>
      expect(within(theme).getByRole('button', { name: /Я бы сыграл/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'пятница, 19:00' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // the server's feed was anonymous: it is asked again with the session, the list replaced in place
    await waitFor(() => expect(net.calls('landingFeed')).toHaveLength(1));
    expect(net.calls('landingFeed')[0]?.authorization).toMatch(/^Token /);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(await within(card).findByRole('link', { name: 'Вы зарегистрированы' })).toBeInTheDocument();
  });

  it('a game that starts between the server’s render and the hydration: no mismatch, then its results', async () => {
    fakeNetwork();
    const at = Date.now();
    const starting = { ...feed(), events: [makeEvent({ id: 2, date: new Date(at + 40).toISOString() })] };
    const hydrated = await serverThenHydrateCached(<HomeView query={{}} />, {
      city,
      fill: serverFeed(starting, at),
      browser: () => sleep(80),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(hydrated.html).toContain('Зарегистрироваться');
    expect(await screen.findByRole('link', { name: 'Итоги игры' })).toBeInTheDocument();
  });
});
