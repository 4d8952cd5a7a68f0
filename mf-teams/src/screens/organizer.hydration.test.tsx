/**
 * The organizer's «Кто придёт» arrives rendered by the server for the organizer of the `quiz_token`
 * cookie (a personal page: his session in the render, the game's registrations in the page's query
 * cache, filled by the route's loader with the screen's own query options) and his browser takes the
 * markup over: no mismatch and not one request after it.
 */
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { RegistrationsResponse } from '@quiz/contract';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydratePersonalRoute, type RouteRender } from '@quiz/federation/testing';
import { act, screen } from '@testing-library/react';
import { App } from '../App';
import { loaders } from '../loaders';

const CITY = makeCity({ id: 1 });
const ORGANIZER = makeUser({ id: 7, first_name: 'Ольга', is_organizer: true });
const session = { token: 'browser-token', user: ORGANIZER };
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

afterEach(() => cleanUpHydrations());

const REGISTRATIONS: RegistrationsResponse = {
  event: { id: 7, title: 'Гарри Поттер #2', date: '2026-12-01T16:00:00.000Z', timezone: 'Europe/Moscow' },
  totals: {
    teams_registered: 1,
    teams_reserve: 1,
    participants_registered: 3,
    teams_arrived: 1,
    teams_no_show: 0,
    team_limit: 1,
    max_players_in_team: 8,
  },
  teams: [
    {
      event_team_id: 31,
      team_id: 31,
      title: 'Совы',
      status: 'registered',
      reserve_position: null,
      captain: { id: 1, name: 'Анна', phone: '79161234567' },
      players: [
        { id: 1, name: 'Анна', phone: '79161234567', participant_count: 2 },
        { id: 2, name: 'Борис', phone: null, participant_count: 1 },
      ],
      participants: 3,
      arrived: true,
      players_arrived: 3,
      registered_at: '2026-11-20T10:00:00.000Z',
    },
    {
      event_team_id: 33,
      team_id: 33,
      title: 'Квизоны',
      status: 'reserve',
      reserve_position: 1,
      captain: { id: 3, name: 'Вера', phone: null },
      players: [{ id: 3, name: 'Вера', phone: null, participant_count: 1 }],
      participants: 1,
      arrived: false,
      players_arrived: null,
      registered_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  offer: null,
};

/** The route rendered for the organizer by the server, hydrated by his browser; the requests after it. */
async function organizerPage(net: FakeNetwork, route: Omit<RouteRender, 'city' | 'session'>) {
  let asked = 0;
  const browser = session$.subscribe(({ token }) => {
    if (token) asked = net.requests.length;
  });
  try {
    const page = await hydratePersonalRoute(App, { ...route, city: CITY, session });
    await act(settle);
    return { ...page, browserRequests: net.requests.slice(asked).map((r) => `${r.method} ${r.url}`) };
  } finally {
    browser.unsubscribe();
  }
}

describe('organizer screens: rendered for the organizer on the server, hydrated with no request', () => {
  it("/organizer/event/{id}/teams: the game's registrations, the captain's phone, the reserve", async () => {
    const net = fakeNetwork();
    net.on('organizerRegistrations', { status: 200, data: REGISTRATIONS });
    const page = await organizerPage(net, {
      route: 'organizerEventTeams',
      params: { eventId: '7' },
      loader: loaders.organizerEventTeams,
    });
    expect(page.html).toContain('Квизоны');
    expect(page.html).toContain('Гарри Поттер #2');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('organizerRegistrations')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Резерв' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Зарегистрированы' })).toBeInTheDocument();
  });
});
