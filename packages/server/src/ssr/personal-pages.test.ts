/**
 * Personal pages (`personalRendered` in the route catalogue) through the real app, with the page cache
 * on: rendered per request for the player of the `quiz_token` cookie, answered `private, no-store`, and
 * never given to a request without that cookie or with another player's.
 *
 * The fake mf_teams bundle asks the server's own API (the in-process transport) for the player
 * (`user_detail`) and his teams (`user/teams`) and writes both into its markup; the fake shell writes
 * the state's player into its navbar. So a page that shows a name went through the caller's session.
 *
 * The organizer's pages (`organizerOnly`, and the seating's `organizerData`) are rendered only for an
 * organizer of the game's city: the fake mf_teams and mf_seating bundles ask the organizer's API for the
 * game (as the caller) and write its answer into the markup, or «нет доступа» when refused, so a page
 * rendered for anyone the server should have turned away would show.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SsrPageState } from '@quiz/contract/ssr-page';
import { ROUTES } from '@quiz/routes';
import { describeEachDb, json, startTestApp, type TestApp } from '../../test/helpers';
import { issueToken } from '../plugins/current-user';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Квиз</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const EMPTY_ROOT = '<div id="root"></div>';
const STATE_SCRIPT = /<script id="quiz-ssr" type="application\/json">([\s\S]*?)<\/script>/;

const SHELL_BUNDLE = `
exports.renderFrame = function (state, slotHtml) {
  return '<nav>' + (state.user ? 'Игрок: ' + state.user.first_name : 'Войти') + '</nav>'
    + '<main><div data-remote="' + state.owner + '" data-ssr-slot="">' + slotHtml + '</div></main>';
};
`;

/** Shows whom the in-process calls were made for: the player and his teams, as the API answered. */
const TEAMS_BUNDLE = `
exports.render = async function (request) {
  var me = await request.transport({ method: 'GET', url: '/api/user_detail/' });
  var teams = await request.transport({ method: 'GET', url: '/api/user/teams' });
  var name = me.status === 200 ? me.body.first_name : 'никто';
  var titles = teams.status === 200 ? teams.body.map(function (t) { return t.title; }).join(', ') : 'нет доступа';
  var html = '<h1>Кабинет: ' + name + '</h1><p>Команды: ' + titles + '</p><p>Для: '
    + (request.user ? request.user.first_name : 'никого') + '</p>';
  return { html: html, data: { route: request.route } };
};
`;

/** The organizer's screens of mf_teams and mf_seating: the game's data as the organizer's API answers the caller. */
const ORGANIZER_SCREENS_BUNDLE = `
${TEAMS_BUNDLE}
var ORGANIZER_CALLS = {
  organizerEventScores: '/api/organizer/events/:id/scores/',
  organizerEventTeams: '/api/organizer/events/:id/registrations/',
  sitting: '/api/event/:id/seating/',
};
var personalRender = exports.render;
exports.render = async function (request) {
  var call = ORGANIZER_CALLS[request.route];
  if (!call) return personalRender(request);
  var answer = await request.transport({ method: 'GET', url: call.replace(':id', request.params.eventId) });
  var shown = answer.status === 200 ? 'Данные организатора: ' + JSON.stringify(answer.body) : 'нет доступа: ' + answer.status;
  var html = '<h1>' + shown + '</h1><p>Для: ' + (request.user ? request.user.first_name : 'никого') + '</p>';
  return { html: html, data: { route: request.route } };
};
`;

/** Public pages: whoever asks, nobody's page. */
const EVENTS_BUNDLE = `
exports.render = async function (request) {
  var me = await request.transport({ method: 'GET', url: '/api/user_detail/' });
  return { html: '<h1>Главная</h1><p>user_detail: ' + me.status + '</p>', data: null };
};
`;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

interface Player {
  id: number;
  name: string;
  token: string;
  teams: string[];
}

/** A route the server renders for an organizer of its game's city only. */
const forOrganizers = (route: (typeof ROUTES)[number]): boolean =>
  ('organizerOnly' in route && route.organizerOnly) || ('organizerData' in route && route.organizerData);

const personalRoutes = () => ROUTES.filter((route) => 'personalRendered' in route && route.personalRendered);

/** A URL of every players' personal route (sample ids: the fake bundle renders any). */
function personalUrls(slug: string): string[] {
  const sample: Record<string, string> = { eventId: '1', teamId: '1', eventTeamId: '1', slug };
  return personalRoutes()
    .filter((route) => !forOrganizers(route))
    .map((route) => route.path.replace(/:(\w+)/g, (_all, name: string) => sample[name] ?? '1'));
}

/** A URL of every organizer's personal route, on `eventId` when it names a game. */
function organizerUrls(eventId: number): { url: string; ofGame: boolean }[] {
  return personalRoutes()
    .filter(forOrganizers)
    .map((route) => ({
      url: route.path.replace(':eventId', String(eventId)),
      ofGame: route.path.includes(':eventId'),
    }));
}

describeEachDb('server-rendered personal pages', (target) => {
  let t: TestApp;
  let root: string;
  let alice: Player;
  let bob: Player;
  /** Moscow's organizer, Saint Petersburg's (who runs none of Moscow's games), and a game of Moscow's */
  let organizer: Player;
  let otherCityOrganizer: Player;
  let gameId: number;
  const cacheBefore = process.env.SSR_CACHE_MS;
  const budgetBefore = process.env.SSR_BUDGET_MS;

  const page = (url: string, player?: Player | string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: player
        ? { cookie: `quiz_city=1; quiz_token=${typeof player === 'string' ? player : player.token}` }
        : {},
    });
  const stateOf = (body: string): SsrPageState | null => {
    const found = STATE_SCRIPT.exec(body);
    return found?.[1] ? json<SsrPageState>(found[1]) : null;
  };
  /** Nothing of `player`'s in the answer: not his name, teams or token. */
  const expectNothingOf = (body: string, player: Player) => {
    expect(body).not.toContain(player.name);
    for (const team of player.teams) expect(body).not.toContain(team);
    expect(body).not.toContain(player.token);
  };
  /** The shell's page as today: an empty #root (the browser asks for the login), no state. */
  const expectPlain = (body: string) => {
    expect(body).toContain(EMPTY_ROOT);
    expect(body).not.toContain('quiz-ssr');
  };

  /** Two players with a name and teams of their own, none of whose names or titles the other's has. */
  async function twoPlayers(): Promise<[Player, Player]> {
    const users = await t.app.db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('first_name', '!=', '')
      .orderBy('id')
      .limit(60)
      .execute();
    const found: Player[] = [];
    for (const user of users) {
      const token = await issueToken(t.app.db, user.id);
      const res = await t.app.inject({
        url: '/api/user/teams',
        headers: { authorization: `Token ${token}` },
      });
      const teams = json<{ title: string }[]>(res.body).map((team) => team.title);
      const name = user.first_name ?? '';
      const clashes = found.some(
        (other) =>
          other.name.includes(name) ||
          name.includes(other.name) ||
          teams.some((title) => other.teams.includes(title) || other.name.includes(title)),
      );
      if (teams.length > 0 && name.length > 2 && !clashes) found.push({ id: user.id, name, token, teams });
      if (found.length === 2) return [found[0] as Player, found[1] as Player];
    }
    throw new Error('the seed needs two players with teams of their own');
  }

  async function signedIn(phone: string): Promise<Player> {
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      name: user.first_name ?? '',
      token: await issueToken(t.app.db, user.id),
      teams: [],
    };
  }

  /** A game of the organizer's cities with teams registered, in none of the other organizer's. */
  async function gameOf(organizerId: number, otherId: number): Promise<number> {
    const db = t.app.db;
    const citiesOf = (userId: number) =>
      db.selectFrom('organizer_cities').select('city_id').where('user_id', '=', userId);
    const game = await db
      .selectFrom('events')
      .select('id')
      .where('city_id', 'in', citiesOf(organizerId))
      .where('city_id', 'not in', citiesOf(otherId))
      .where('id', 'in', db.selectFrom('event_teams').select('event_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return game.id;
  }

  beforeAll(async () => {
    process.env.SSR_CACHE_MS = '10000';
    process.env.SSR_BUDGET_MS = '20000';
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-personal-'));
    const registryFile = path.join(root, 'remotes.json');
    write(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
    write(path.join(root, 'shell', 'dist', '.server', 'ssr.js'), SHELL_BUNDLE);
    const registry: Record<string, string> = {};
    for (const [folder, name, bundle] of [
      ['mf-events', 'mf_events', EVENTS_BUNDLE],
      ['mf-teams', 'mf_teams', ORGANIZER_SCREENS_BUNDLE],
      ['mf-preorder', 'mf_preorder', TEAMS_BUNDLE],
      ['mf-seating', 'mf_seating', ORGANIZER_SCREENS_BUNDLE],
    ] as const) {
      // mf_teams' manifest names its remoteEntry: the shell's page for a player names it as a preload
      const manifest =
        name === 'mf_teams' ? { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } } : {};
      write(path.join(root, folder, 'dist', '1.0.0', 'mf-manifest.json'), JSON.stringify(manifest));
      write(path.join(root, folder, 'dist', '1.0.0', '.server', 'ssr.js'), bundle);
      registry[name] = `/mf/${name}/1.0.0/mf-manifest.json`;
    }
    write(registryFile, JSON.stringify(registry));
    t = await startTestApp(target, { seed: true, static: { root, remotesFile: registryFile } });
    [alice, bob] = await twoPlayers();
    organizer = await signedIn('79990000001');
    otherCityOrganizer = await signedIn('79990000003');
    gameId = await gameOf(organizer.id, otherCityOrganizer.id);
  });
  afterAll(async () => {
    if (cacheBefore === undefined) delete process.env.SSR_CACHE_MS;
    else process.env.SSR_CACHE_MS = cacheBefore;
    if (budgetBefore === undefined) delete process.env.SSR_BUDGET_MS;
    else process.env.SSR_BUDGET_MS = budgetBefore;
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("renders /my_teams with the caller's name and teams, private and never stored, the user in the state and never the token", async () => {
    const res = await page('/my_teams', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('Cookie');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain(`<nav>Игрок: ${alice.name}</nav>`);
    expect(res.body).toContain(`<h1>Кабинет: ${alice.name}</h1><p>Команды: ${alice.teams.join(', ')}</p>`);
    expect(res.body).toContain(`<p>Для: ${alice.name}</p>`);
    expect(res.body).not.toContain(alice.token);
    const state = stateOf(res.body);
    expect(state?.user?.id).toBe(alice.id);
    expect(state?.route).toBe('myTeams');
    expectNothingOf(res.body, bob);
  });

  it("asks the cities and the site's common data as nobody (the public answers, cached for all), the screen's calls as the player", async () => {
    const inject = jest.spyOn(t.app, 'inject');
    try {
      const res = await page('/my_teams', alice);
      expect(res.body).toContain(`<h1>Кабинет: ${alice.name}</h1>`);
      const calls = inject.mock.calls as unknown as [{ url?: string; headers?: Record<string, unknown> }][];
      const asked = calls.flatMap(([call]) =>
        typeof call === 'object' && String(call.url).startsWith('/api/')
          ? [`${String(call.url)} ${call.headers?.authorization ? 'as the player' : 'as nobody'}`]
          : [],
      );
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/cities_list as nobody',
          '/api/common as nobody',
          '/api/user/teams as the player',
        ]),
      );
      expect(asked).not.toContain('/api/cities_list as the player');
      expect(asked).not.toContain('/api/common as the player');
    } finally {
      inject.mockRestore();
    }
  });

  it("names no script to preload on a rendered personal page (its first paint needs none); the shell's page still does", async () => {
    const own = await page('/my_teams', alice);
    expect(stateOf(own.body)?.user?.id).toBe(alice.id);
    expect(own.body).toContain('<script id="quiz-registry" type="application/json">');
    expect(own.body).not.toContain('rel="preload"');
    // a cookie the server does not know: the shell's page, which the browser renders, with the remote's files named
    const unknown = await page('/my_teams', '0'.repeat(40));
    expectPlain(unknown.body);
    expect(unknown.body).toContain(
      '<link rel="preload" href="/mf/mf_teams/1.0.0/remoteEntry.js" as="script">',
    );
  });

  it("never gives one player's page to a request without the cookie, with a bad one, or with another player's", async () => {
    const first = await page('/my_teams', alice);
    expect(first.body).toContain(alice.teams[0]);

    const anonymous = await page('/my_teams');
    expectPlain(anonymous.body);
    expectNothingOf(anonymous.body, alice);
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    for (const bad of ['0'.repeat(40), 'not-a-token', `${alice.token}\r\nx-evil: 1`]) {
      const res = await page('/my_teams', bad);
      expectPlain(res.body);
      expectNothingOf(res.body, alice);
    }

    const other = await page('/my_teams', bob);
    expect(other.body).toContain(`<h1>Кабинет: ${bob.name}</h1>`);
    expect(stateOf(other.body)?.user?.id).toBe(bob.id);
    expectNothingOf(other.body, alice);

    // and back: each is his own, rendered again
    const again = await page('/my_teams', alice);
    expect(stateOf(again.body)?.user?.id).toBe(alice.id);
    expectNothingOf(again.body, bob);
  });

  it('a logged-out token renders nothing of its player any more', async () => {
    const token = await issueToken(t.app.db, alice.id);
    const session = { ...alice, token };
    expect((await page('/cabinet', session)).body).toContain(`Кабинет: ${alice.name}`);
    await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Token ${token}` } });
    const after = await page('/cabinet', session);
    expectPlain(after.body);
    expectNothingOf(after.body, alice);
  });

  it("every personal route: the player's own page, private; nobody's and another's never carry it", async () => {
    const urls = personalUrls('some-team');
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const own = await page(url, alice);
      expect([url, own.headers['cache-control'], stateOf(own.body)?.user?.id]).toEqual([
        url,
        'private, no-store',
        alice.id,
      ]);
      expect(own.body).toContain(alice.name);
      for (const res of [await page(url), await page(url, bob)]) {
        expect([url, res.body.includes(alice.name), res.body.includes(alice.token)]).toEqual([
          url,
          false,
          false,
        ]);
        expect(res.headers['cache-control']).not.toContain('public');
      }
    }
  });

  it("the team's preorder is rendered for its team link (?t=) and nothing else of its query; without a cookie it is the shell's page", async () => {
    const url = '/event/1/team/1/preorder?utm_source=vk&t=abc123';
    const own = await page(url, alice);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const state = stateOf(own.body);
    expect([state?.route, state?.url, state?.query, state?.user?.id]).toEqual([
      'preorder',
      '/event/1/team/1/preorder?t=abc123',
      { t: 'abc123' },
      alice.id,
    ]);
    // the preorder asks no login: a visitor without a session gets the page the browser renders
    const anonymous = await page(url);
    expectPlain(anonymous.body);
    expectNothingOf(anonymous.body, alice);
  });

  /** The organizer's screens of one game, and what the organizer's API answers him for each. */
  const organizerScreens = () => [
    { url: `/organizer/event/${gameId}/scores`, api: `/api/organizer/events/${gameId}/scores/` },
    { url: `/organizer/event/${gameId}/teams`, api: `/api/organizer/events/${gameId}/registrations/` },
    { url: `/sitting/${gameId}`, api: `/api/event/${gameId}/seating/` },
  ];

  it("renders the score sheet, «Кто придёт» and the seating for an organizer of the game's city: his API's answer, private, never stored", async () => {
    for (const { url, api } of organizerScreens()) {
      const answer = await t.app.inject({ url: api, headers: { authorization: `Token ${organizer.token}` } });
      expect([api, answer.statusCode]).toEqual([api, 200]);
      const res = await page(url, organizer);
      expect([url, res.statusCode, res.headers['cache-control'], res.headers.etag]).toEqual([
        url,
        200,
        'private, no-store',
        undefined,
      ]);
      expect(String(res.headers.vary)).toContain('Cookie');
      expect(res.body).toContain(`<h1>Данные организатора: ${answer.body}</h1>`);
      expect(res.body).toContain(`<p>Для: ${organizer.name}</p>`);
      expect(res.body).not.toContain(organizer.token);
      expect(stateOf(res.body)?.user?.id).toBe(organizer.id);
    }
  });

  it("never gives an organizer's game page to nobody, a player or another city's organizer, even right after his own render", async () => {
    for (const { url } of organizerScreens()) {
      expect((await page(url, organizer)).body).toContain('Данные организатора');
      for (const [who, res] of [
        ['nobody', await page(url)],
        ['a player', await page(url, alice)],
        ["another city's organizer", await page(url, otherCityOrganizer)],
      ] as const) {
        expect([
          url,
          who,
          res.body.includes('Данные организатора'),
          res.body.includes('нет доступа'),
        ]).toEqual([url, who, false, false]);
        expectPlain(res.body);
        expectNothingOf(res.body, organizer);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
    // a game that does not exist is nobody's page either
    expectPlain((await page('/organizer/event/999999/scores', organizer)).body);
  });

  it("every organizer route (the console's of mf_events too): rendered for an organizer of its game only, private; a player and nobody get the shell's page", async () => {
    const urls = organizerUrls(gameId);
    expect(urls.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        '/organizer',
        '/organizer/event/new',
        `/organizer/event/${gameId}`,
        `/organizer/event/${gameId}/photos`,
        `/organizer/event/${gameId}/scores`,
        `/organizer/event/${gameId}/teams`,
        `/sitting/${gameId}`,
      ]),
    );
    for (const { url, ofGame } of urls) {
      const own = await page(url, organizer);
      expect([url, own.headers['cache-control'], stateOf(own.body)?.user?.id]).toEqual([
        url,
        'private, no-store',
        organizer.id,
      ]);
      for (const res of [await page(url), await page(url, alice)]) {
        expect([url, res.body.includes(organizer.name), stateOf(res.body)]).toEqual([url, false, null]);
        expectPlain(res.body);
        expectNothingOf(res.body, organizer);
      }
      // another city's organizer: his own console, never a game of another city
      const other = await page(url, otherCityOrganizer);
      expectNothingOf(other.body, organizer);
      expect([url, stateOf(other.body)?.user?.id ?? null]).toEqual([
        url,
        ofGame ? null : otherCityOrganizer.id,
      ]);
    }
  });

  it("public pages stay everyone's: rendered for nobody even with a cookie, and kept once for all", async () => {
    const withCookie = await page('/', alice);
    expect(withCookie.body).toContain('<h1>Главная</h1><p>user_detail: 401</p>');
    expect(withCookie.body).toContain('<nav>Войти</nav>');
    expect(withCookie.headers['cache-control']).toBe('no-cache');
    expectNothingOf(withCookie.body, alice);
    expect(stateOf(withCookie.body)?.user).toBeUndefined();
    const anonymous = await page('/', undefined);
    expect(anonymous.headers.etag).toBeDefined();
  });
});
