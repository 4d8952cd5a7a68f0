/**
 * The personal screens arrive rendered by the server for the signed-in player (his session in the
 * render, his answers in the page's query cache, filled by the route's loader) and his browser takes
 * the markup over: no mismatch, and not one request after hydration — the screens read what the
 * loader put into the cache, under the same keys.
 */
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeCity, makeEvent } from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydratePersonalRoute, type RouteRender } from '@quiz/federation/testing';
import { act, screen } from '@testing-library/react';
import { App } from '../App';
import { loaders } from '../loaders';
import { ME, makeLineup, makePage, makeTeam } from '../test/data';

const CITY = makeCity({ id: 1 });
const session = { token: 'browser-token', user: ME };
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

afterEach(() => cleanUpHydrations());

/** The route rendered for ME by the server, hydrated by ME's browser; the requests after the render. */
async function personalPage(net: FakeNetwork, route: Omit<RouteRender, 'city' | 'session'>) {
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

describe('personal screens: rendered for the player on the server, hydrated with no request', () => {
  it('/cabinet: his profile, his games and his reminders', async () => {
    const net = fakeNetwork();
    net.on('userEvents', {
      status: 200,
      data: {
        upcoming: [
          { event: makeEvent({ id: 42, date: '2099-03-15T16:30:00.000Z' }), event_team: makeLineup() },
        ],
        past: [],
      },
    });
    net.on('reminderSettings', { status: 200, data: { reminders_enabled: true, calendar_feed: null } });
    const page = await personalPage(net, { route: 'cabinet', loader: loaders.cabinet });
    expect(page.html).toContain('Анна');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('userEvents')).toHaveLength(1);
    expect(net.calls('reminderSettings')).toHaveLength(1);
    expect(screen.getByText(`ID ${ME.id}`)).toBeInTheDocument();
  });

  it('/my_teams: his teams', async () => {
    const net = fakeNetwork();
    net.on('userTeams', {
      status: 200,
      data: [makeTeam({ title: 'Совы' }), makeTeam({ id: 6, title: 'Ежи' })],
    });
    const page = await personalPage(net, { route: 'myTeams', loader: loaders.myTeams });
    expect(page.html).toContain('Ежи');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('userTeams')).toHaveLength(1);
    expect(screen.getByText('Ежи')).toBeInTheDocument();
  });

  it('/team/{slug}: the team by its link', async () => {
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam({ title: 'Совы Мудрые' }) });
    const page = await personalPage(net, {
      route: 'teamCabinet',
      params: { slug: 'abc123' },
      loader: loaders.teamCabinet,
    });
    expect(page.html).toContain('Совы Мудрые');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('teamBySlug')).toHaveLength(1);
  });

  it("/event/{id}/team/{teamId}/event_registration: the team's page on the game", async () => {
    const net = fakeNetwork();
    net.on('eventTeamPage', { status: 200, data: makePage() });
    const page = await personalPage(net, {
      route: 'regTeamOnEvent',
      params: { eventId: '42', teamId: '5' },
      loader: loaders.regTeamOnEvent,
    });
    expect(page.html).toContain('Борис');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('eventTeamPage')).toHaveLength(1);
  });
});
