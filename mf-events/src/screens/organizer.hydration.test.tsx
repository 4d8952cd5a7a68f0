/**
 * The organizer's console screens arrive rendered by the server for the signed-in organizer (his session
 * in the render, his answers in the page's query cache, filled by the route's loader) and his browser
 * takes the markup over: no mismatch, and not one request after hydration — the screens read what the
 * loader put into the cache, under the same keys. A refused call (another city's game, a game that is
 * gone) fails the loader: the server then sends the shell's page, never a page with someone's data.
 */
import { createQueryClient } from '@quiz/api/query';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { AuditEntry, OrganizerPlace } from '@quiz/contract';
import {
  makeCity,
  makeOrganizerEvent,
  makeOrganizerEventRow,
  makeOrganizerPlace,
  makeOrganizerTheme,
  makeUser,
} from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydratePersonalRoute, type RouteRender } from '@quiz/federation/testing';
import { act, screen, within } from '@testing-library/react';
import { App } from '../App';
import { organizerLoaders as loaders } from '../organizerLoaders';

jest.setTimeout(40_000);

const MOSCOW = makeCity({ id: 1 });
const ALMATY = makeCity({
  id: 2,
  title: 'Алматы',
  timezone: 'Asia/Almaty',
  currency: { code: 'KZT', symbol: '₸' },
});
const ORGANIZER = makeUser({ id: 300, first_name: 'Ольга', is_organizer: true });
const session = { token: 'o'.repeat(40), user: ORGANIZER };
const PLACE: OrganizerPlace = makeOrganizerPlace({ max_teams: 20 });
const ALMATY_PLACE: OrganizerPlace = makeOrganizerPlace({ id: 4, title: 'Бар «Степь»', city: 2 });
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

afterEach(() => cleanUpHydrations());

const row = makeOrganizerEventRow;

const organizerEvent = makeOrganizerEvent;

const CREATED: AuditEntry = {
  id: 1,
  at: '2099-11-20T09:00:00.000Z',
  by: { id: 300, name: 'Ольга' },
  action: 'event.create',
  summary: 'Игра создана (черновик)',
  changes: [{ field: 'theme', before: null, after: 7 }],
};

/** The form's lists: every theme, the organizer's venues, his games (whose answer names his cities). */
function answerSchedule(net: FakeNetwork, cities = [MOSCOW, ALMATY]) {
  net.on('organizerThemes', { status: 200, data: [makeOrganizerTheme()] });
  net.on('organizerPlaces', { status: 200, data: [PLACE, ALMATY_PLACE] });
  net.on('organizerEvents', { status: 200, data: { cities, upcoming: [row()], past: [] } });
}

/** The route rendered for the organizer by the server, hydrated by his browser; the requests after it. */
async function consolePage(net: FakeNetwork, route: Omit<RouteRender, 'city' | 'session'>) {
  let asked = 0;
  const browser = session$.subscribe(({ token }) => {
    if (token) asked = net.requests.length;
  });
  try {
    const page = await hydratePersonalRoute(App, { ...route, city: MOSCOW, session });
    await act(settle);
    return { ...page, browserRequests: net.requests.slice(asked).map((r) => `${r.method} ${r.url}`) };
  } finally {
    browser.unsubscribe();
  }
}

describe('organizer console: rendered for the organizer on the server, hydrated with no request', () => {
  it('/organizer: his games with their registrations', async () => {
    const net = fakeNetwork();
    net.on('organizerEvents', {
      status: 200,
      data: {
        cities: [MOSCOW],
        upcoming: [row()],
        past: [row({ id: 40, postfix: '#1', workflow_state: 'finished', teams_reserve: 0 })],
      },
    });
    const page = await consolePage(net, { route: 'organizer', loader: loaders.organizer });
    expect(page.html).toContain('Гарри Поттер #3');
    expect(page.html).toContain('Москва · ваши игры');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('organizerEvents')).toHaveLength(1);
    const upcoming = screen.getByRole('region', { name: 'Ближайшие' });
    expect(within(upcoming).getByRole('link', { name: 'Гарри Поттер #3' })).toHaveAttribute(
      'href',
      '/organizer/event/50',
    );
    expect(within(screen.getByRole('region', { name: 'Прошедшие' })).getByText('Прошла')).toBeInTheDocument();
  });

  it("/organizer of two cities: the header's city he runs is the console's, its games asked on the server", async () => {
    const net = fakeNetwork();
    net.on('organizerEvents', (request) => ({
      status: 200,
      data:
        request.query.city === 1
          ? { cities: [MOSCOW], upcoming: [row()], past: [] }
          : {
              cities: [MOSCOW, ALMATY],
              upcoming: [row(), row({ id: 51, city: 2, timezone: 'Asia/Almaty', postfix: '#9' })],
              past: [],
            },
    }));
    const page = await consolePage(net, { route: 'organizer', loader: loaders.organizer });
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('organizerEvents')).toHaveLength(2);
    expect(page.html).toContain('Гарри Поттер #3');
    expect(page.html).not.toContain('Гарри Поттер #9');
    expect(screen.getByLabelText('Город')).toHaveValue('1');
  });

  it('/organizer/event/{id}: the game in its form, its links and its history', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    net.on('organizerEvent', { status: 200, data: organizerEvent() });
    net.on('organizerEventHistory', { status: 200, data: [CREATED] });
    const page = await consolePage(net, {
      route: 'organizerEvent',
      params: { eventId: '50' },
      loader: loaders.organizerEvent,
    });
    expect(page.html).toContain('Игра организатора');
    expect(page.html).toContain('Кто придёт');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    for (const call of [
      'organizerThemes',
      'organizerPlaces',
      'organizerEvents',
      'organizerEvent',
      'organizerEventHistory',
    ] as const)
      expect([call, net.calls(call).length]).toEqual([call, 1]);
    expect(screen.getByLabelText('Тема')).toHaveValue('7');
    // the server's form takes no input until React owns it (typed text would be lost, a submit would
    // reload the page); hydrated, it does
    expect(page.html).toMatch(/<fieldset disabled=""/);
    expect(screen.getByLabelText('Подзаголовок (например, «#2»)')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    // the live results' address is the site's own once the browser has it
    expect(screen.getByRole('link', { name: 'http://localhost/game_result/50' })).toBeInTheDocument();
  });

  it("/organizer/event/new: the form with the organizer's themes, venues and cities", async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    const page = await consolePage(net, { route: 'organizerNewEvent', loader: loaders.organizerNewEvent });
    expect(page.html).toContain('Бар «Степь»');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('organizerEvents')).toHaveLength(1);
    expect(page.html).toMatch(/<fieldset disabled=""/);
    expect(screen.getByRole('button', { name: 'Сохранить черновик' })).toBeEnabled();
    expect(screen.getByRole('option', { name: /Бар «Степь»/ })).toBeInTheDocument();
  });

  it('/organizer/event/{id}/photos: the photos of the report', async () => {
    const net = fakeNetwork();
    net.on('organizerPhotos', {
      status: 200,
      data: {
        album: 3,
        photos: [1, 2].map((id) => ({
          id,
          file_url: `/api/images/${id}.jpg`,
          thumbnail_url: `/api/images/${id}_thumb.jpg`,
          width: 1920,
          height: 1440,
        })),
      },
    });
    const page = await consolePage(net, {
      route: 'organizerEventPhotos',
      params: { eventId: '50' },
      loader: loaders.organizerEventPhotos,
    });
    expect(page.html).toContain('/api/images/2_thumb.jpg');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('organizerPhotos')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Фото 2' })).toBeInTheDocument();
    // photos chosen before React owns the picker would be lost: it takes them once hydrated
    expect(page.html).toMatch(/<input type="file" multiple="" accept="[^"]*" disabled=""/);
    expect(screen.getByLabelText('Выбрать фото')).toBeEnabled();
  });
});

describe('organizer console: a refused call renders nothing on the server', () => {
  const run = (route: 'organizerEvent' | 'organizerEventPhotos', eventId: string) => {
    const loader = loaders[route];
    if (!loader) throw new Error(`no loader for ${route}`);
    const queryClient = createQueryClient();
    return {
      queryClient,
      loading: loader({
        params: { eventId },
        query: {},
        city: MOSCOW,
        queryClient,
        options: {},
        notFound: () => undefined,
      }),
    };
  };

  it.each([
    [403, 'У вас нет прав на игры этого города.'],
    [404, 'Не найдено.'],
  ])(
    'a game answered %s: the loader fails (the server sends the shell page), nothing of the game kept',
    async (status, detail) => {
      const net = fakeNetwork();
      answerSchedule(net);
      net.on('organizerEvent', { status, data: { detail } });
      net.on('organizerEventHistory', { status, data: { detail } });
      net.on('organizerPhotos', { status, data: { detail } });
      for (const route of ['organizerEvent', 'organizerEventPhotos'] as const) {
        const { loading, queryClient } = run(route, '77');
        await expect(loading).rejects.toThrow();
        const kept = queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => q.queryKey.includes(77) && q.state.data !== undefined);
        expect(kept).toEqual([]);
      }
    },
  );

  it('an id that names no game asks nothing of the organizer API and renders nothing', async () => {
    const net = fakeNetwork();
    answerSchedule(net);
    for (const route of ['organizerEvent', 'organizerEventPhotos'] as const) {
      const { loading } = run(route, 'abc');
      await expect(loading).rejects.toThrow();
    }
    expect(net.calls('organizerEvent')).toHaveLength(0);
    expect(net.calls('organizerPhotos')).toHaveLength(0);
  });
});
