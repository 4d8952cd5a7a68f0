/**
 * The event page rendered by the server and taken over by the browser: the browser's first
 * render must be the server's, whatever the browser knows that the server does not (a phone's viewport,
 * the session, a clock that moved on), and the data the server rendered with is not asked for again.
 */
import { fakeNetwork } from '@quiz/api/testing';
import type { Event, EventTeam } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { asPhone, cleanUpHydrations, sleep } from '@quiz/federation/testing';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { eventQueryOptions } from '../../shared/api/events';
import { serverThenHydrateCached } from '../../test/cache';
import { logIn, logOut, makeEvent, makeUser } from '../../test/fixtures';
import { EventPageView } from './EventPageView';

// other remotes' widgets are not under test here: a parcel stands as a labelled region
jest.mock('@quiz/federation', () => ({
  retryableLazy: jest.requireActual('@quiz/federation').retryableLazy,
  RemoteParcel: ({ id }: { id: string }) => <section aria-label={id} />,
  // when a deferred widget loads is DeferredParcel's own test (packages/federation)
  DeferredParcel: ({ id }: { id: string }) => <section aria-label={id} />,
}));

const DAY = 24 * 60 * 60 * 1000;
const city = makeCity({ id: 1 });
const post = '<p>Берите с собой хорошее настроение</p>';

function makeEventTeam({
  event,
  team,
  userId,
}: {
  event: number;
  team: { id: number; title: string };
  userId: number;
}): EventTeam {
  return {
    id: 70,
    event,
    team: { ...team, captain: userId, city: 1, is_united: false },
    title: team.title,
    event_players: [{ id: 80, user: userId, event_team: 70, participant_count: 1 }],
  };
}

/** The server's cache after the route loader: the event asked as anyone, loaded at `at`. */
function page(event: Event, at = Date.now()) {
  return {
    element: <EventPageView eventId={event.id} routeTitle="Игра" />,
    fill: (client: QueryClient) =>
      client.setQueryData(eventQueryOptions(event.id, false).queryKey, event, { updatedAt: at }),
  };
}

function hydrateServerPage(
  { element, fill }: ReturnType<typeof page>,
  options: { city: typeof city; browser?: () => void | Promise<void> },
) {
  return serverThenHydrateCached(element, { ...options, fill });
}

afterEach(() => {
  cleanUpHydrations();
  logOut();
});

describe('event page: server render, then hydration', () => {
  beforeEach(() => logOut());

  it('on a phone: hydrates the server’s page as it is, then opens «Регистрация», with no request', async () => {
    const net = fakeNetwork();
    const event = makeEvent({
      id: 5,
      date: new Date(Date.now() + 3 * DAY).toISOString(),
      meta_data: { post },
    });
    const hydrated = await hydrateServerPage(page(event), {
      city,
      browser: () => {
        asPhone();
      },
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    // the server's section is open on a phone-wide screen by CSS (it knows no viewport); the phone's
    // decision after hydration keeps it open: nothing moves
    expect(hydrated.html).toMatch(/aria-expanded="true"[^>]*aria-controls="registration-panel"/);
    expect(hydrated.html).not.toMatch(/id="registration-panel"[^>]*hidden/);
    expect(screen.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'mf_teams/AnonymousRegistration' })).toBeInTheDocument();
    expect(screen.getByText('Берите с собой хорошее настроение')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    await sleep(20);
    expect(net.requests).toEqual([]);
  });

  it('a game that starts between the server’s render and the hydration: no mismatch, then «Итоги игры»', async () => {
    fakeNetwork();
    const at = Date.now();
    const event = makeEvent({ id: 6, date: new Date(at + 40).toISOString(), meta_data: { post } });
    const hydrated = await hydrateServerPage(page(event, at), { city, browser: () => sleep(80) });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    // the server rendered a game ahead; the browser's clock has it started
    expect(hydrated.html).toContain('Берите с собой хорошее настроение');
    expect(await screen.findByRole('heading', { name: 'Итоги игры' })).toBeInTheDocument();
    expect(screen.queryByText('Берите с собой хорошее настроение')).not.toBeInTheDocument();
  });

  it('a page rendered after the start carries «Результаты в прямом эфире» in the server’s markup', async () => {
    fakeNetwork();
    const event = makeEvent({ id: 9, date: new Date(Date.now() - 60_000).toISOString() });
    const hydrated = await hydrateServerPage(page(event), { city });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(hydrated.html).toContain('Результаты в прямом эфире');
    expect(hydrated.html).toContain('href="/game_result/9"');
    expect(screen.getByRole('link', { name: 'Результаты в прямом эфире' })).toBeInTheDocument();
  });

  it('a page kept from before the start and opened after it: hydrates as rendered, then shows the live link', async () => {
    const net = fakeNetwork();
    const now = Date.now();
    const event = makeEvent({ id: 10, date: new Date(now - 60_000).toISOString() });
    // the cached answer is older than a query stays fresh: the browser asks for the event again once
    // hydrated (answered here as the server would; an unanswered request is a 404, «Игра не найдена»,
    // which raced the live link and made this test fail or pass with the machine's load)
    net.on('allowAnyEvent', { status: 200, data: event });
    // the server rendered it five minutes before the start; the finished page was sent after the start
    const hydrated = await hydrateServerPage(page(event, now - 6 * 60_000), { city });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(hydrated.html).not.toContain('Результаты в прямом эфире');
    expect(await screen.findByRole('link', { name: 'Результаты в прямом эфире' })).toHaveAttribute(
      'href',
      '/game_result/10',
    );
    await waitFor(() => expect(net.calls('allowAnyEvent')).toHaveLength(1));
    await sleep(20);
    expect(screen.getByRole('link', { name: 'Результаты в прямом эфире' })).toBeInTheDocument();
    expect(screen.queryByText('Игра не найдена')).not.toBeInTheDocument();
  });

  it('a logged-in visitor: hydrates the anonymous page, then asks for the event with the session', async () => {
    const net = fakeNetwork();
    const event = makeEvent({ id: 7, date: new Date(Date.now() + 3 * DAY).toISOString() });
    net.on('event', { status: 200, data: { ...event, isRegistered: true } });
    const hydrated = await hydrateServerPage(page(event), { city, browser: () => void logIn() });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    await waitFor(() => expect(net.calls('event')).toHaveLength(1));
    expect(net.calls('allowAnyEvent')).toHaveLength(0);
    // «Регистрация» is open on a desktop too: the registered state shows with no click
    expect(await screen.findByText('Вы зарегистрированы')).toBeInTheDocument();
  });

  describe.each([
    ['a phone', true],
    ['a desktop', false],
  ])('a logged-in player on %s opens a shared link to a game ahead', (_, phone) => {
    it('sees «Зарегистрироваться» with no click, not the logged-out form', async () => {
      const net = fakeNetwork();
      const event = makeEvent({ id: 8, date: new Date(Date.now() + 3 * DAY).toISOString() });
      net.on('event', { status: 200, data: { ...event, isRegistered: false, event_teams: [] } });
      const hydrated = await hydrateServerPage(page(event), {
        city,
        browser: () => {
          if (phone) asPhone();
          logIn(makeUser({ id: 100 }));
        },
      });
      expect(hydrated.recoverableErrors).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      // the server rendered the logged-out form in the open section
      expect(hydrated.html).toContain('mf_teams/AnonymousRegistration');
      expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
      expect(
        screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' }),
      ).not.toBeInTheDocument();
    });

    it('registered: sees his team’s panel with no click', async () => {
      const net = fakeNetwork();
      const event = makeEvent({ id: 9, date: new Date(Date.now() + 3 * DAY).toISOString() });
      const mine = makeEventTeam({ event: 9, team: { id: 31, title: 'Совы' }, userId: 100 });
      net.on('event', { status: 200, data: { ...event, isRegistered: true, event_teams: [mine] } });
      await hydrateServerPage(page(event), {
        city,
        browser: () => {
          if (phone) asPhone();
          logIn(makeUser({ id: 100 }));
        },
      });
      expect(await screen.findByRole('region', { name: 'mf_teams/EventTeamPanel' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Вы зарегистрированы' })).toHaveAttribute(
        'href',
        '/event/9/team/31/event_registration',
      );
      expect(
        screen.queryByRole('region', { name: 'mf_teams/AnonymousRegistration' }),
      ).not.toBeInTheDocument();
    });
  });

  it('«Игра не найдена», as the server rendered it, with no request', async () => {
    const net = fakeNetwork();
    const hydrated = await serverThenHydrateCached(<EventPageView eventId={404} routeTitle="Игра" />, {
      city,
      fill: (client) => client.setQueryData(eventQueryOptions(404, false).queryKey, null),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.consoleErrors).toEqual([]);
    expect(screen.getByText('Игра не найдена')).toBeInTheDocument();
    await sleep(20);
    expect(net.requests).toEqual([]);
  });
});
