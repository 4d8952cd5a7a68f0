/**
 * Server-rendered pages follow the live session: each mf_events route the server renders is rendered
 * logged out (as the server does) and hydrated by a logged-in player's browser, on a phone and on a
 * desktop. Whatever the screen chose from the server's logged-out snapshot — the widget in the event
 * page's «Регистрация», the games tab, the card's button — becomes the player's own with no click.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event, EventTeam } from '@quiz/contract';
import { makeCity, makeUser } from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydrateRouteLoggedIn } from '@quiz/federation/testing';
import { screen } from '@testing-library/react';
import { App } from '../App';
import { loaders } from '../loaders';
import { makeEvent } from '../test/fixtures';

const city = makeCity({ id: 1 });
const player = makeUser({ id: 100, first_name: 'Анна' });
const session = { token: 'a'.repeat(40), user: player };
const DAY = 24 * 60 * 60 * 1000;

function upcoming(over: Partial<Event> = {}): Event {
  return makeEvent({ id: 8, date: new Date(Date.now() + 3 * DAY).toISOString(), ...over });
}

function lineupOf(eventId: number, teamId: number): EventTeam {
  return {
    id: 70,
    event: eventId,
    team: { id: teamId, title: 'Совы', captain: player.id, city: 1, is_united: false },
    title: 'Совы',
    event_players: [{ id: 80, user: player.id, event_team: 70, participant_count: 1 }],
  };
}

afterEach(() => cleanUpHydrations());

describe.each([
  ['a phone', true],
  ['a desktop', false],
])('a logged-in player on %s', (_, phone) => {
  it('/event/{id}: the server’s logged-out form gives way to «Зарегистрироваться»', async () => {
    const net = fakeNetwork();
    const event = upcoming();
    net.on('allowAnyEvent', { status: 200, data: event });
    net.on('event', { status: 200, data: { ...event, event_teams: [] } });
    const page = await hydrateRouteLoggedIn(App, {
      route: 'eventPage',
      params: { eventId: '8' },
      loader: loaders.eventPage,
      city,
      session,
      phone,
    });
    expect(page.recoverableErrors).toEqual([]);
    expect(page.html).toContain('Регистрация');
    expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' })).not.toBeInTheDocument();
    // the server's anonymous answer is asked once (by the loader), the player's own once after hydration
    expect(net.calls('allowAnyEvent')).toHaveLength(1);
    expect(net.calls('event')).toHaveLength(1);
  });

  it('/event/{id}: a registered player gets his team’s panel', async () => {
    const net = fakeNetwork();
    const event = upcoming();
    net.on('allowAnyEvent', { status: 200, data: event });
    net.on('event', { status: 200, data: { ...event, isRegistered: true, event_teams: [lineupOf(8, 31)] } });
    await hydrateRouteLoggedIn(App, {
      route: 'eventPage',
      params: { eventId: '8' },
      loader: loaders.eventPage,
      city,
      session,
      phone,
    });
    expect(await screen.findByRole('region', { name: 'mf_teams/EventTeamPanel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' })).not.toBeInTheDocument();
  });

  it('/games?type=MYGAMES: the server’s «Ближайшие» gives way to «Мои игры»', async () => {
    const net = fakeNetwork();
    net.on('gamesFuture', { status: 200, data: [] });
    net.on('gamesMy', { status: 200, data: { current: [], past: [] } });
    await hydrateRouteLoggedIn(App, {
      route: 'games',
      query: { type: 'MYGAMES' },
      loader: loaders.games,
      city,
      session,
      phone,
    });
    expect(await screen.findByRole('tab', { name: 'Мои игры', selected: true })).toBeInTheDocument();
  });
});
