import { generatePath } from 'react-router';
import { href, match, ROUTES, type RouteName, renderedPageUrl, routeByName } from './index';

/** Sample values for every path parameter of the catalogue. */
const SAMPLE: Record<string, string> = {
  eventId: '42',
  teamId: '7',
  eventTeamId: '9',
  slug: 'team-slug',
  secret: 's3cr3t',
};

function paramsOf(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, key] of path.matchAll(/:([A-Za-z]+)/g)) {
    if (key) out[key] = SAMPLE[key] ?? 'x';
  }
  return out;
}

/** href() with runtime-chosen names: the typed overloads are exercised in their own test below. */
const hrefAny = href as (name: RouteName, params?: Record<string, string | number>, query?: object) => string;

describe('route catalogue', () => {
  it('has every path of the SPEC §2 table exactly once', () => {
    const specPaths = [
      '/',
      '/childregistration',
      '/cabinet',
      '/login',
      '/event/{eventId}',
      '/event/{eventId}/registration',
      '/event/{eventId}/team/{teamId}/preorder',
      '/event/{eventId}/team/{teamId}/event_registration',
      '/event/{eventId}/photoReport',
      '/event/{eventId}/reviews',
      '/event_team/{eventTeamId}/preorder/cart',
      '/reg_on_team/{slug}',
      '/preorder/{secret}',
      '/theme_vote',
      '/game_results',
      '/games',
      '/promo_game',
      '/game_result/{eventId}',
      '/rating',
      '/sitting/{eventId}',
      '/team/new_team',
      '/my_teams',
      '/team/{slug}',
    ].map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    // beyond SPEC §2: the organizer console and the venue's screen of live results
    const organizerPaths = [
      '/organizer',
      '/organizer/event/new',
      '/organizer/event/:eventId',
      '/organizer/event/:eventId/teams',
      '/organizer/event/:eventId/scores',
      '/organizer/event/:eventId/photos',
      '/game_result/:eventId/screen',
    ];
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...specPaths, ...organizerPaths].sort());
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it("uses SPEC's route names where it gives them", () => {
    const names = ROUTES.map((r) => r.name as string);
    for (const name of [
      'home',
      'login',
      'childRegistration',
      'eventPage',
      'photoReport',
      'reviews',
      'games',
      'regTeamOnEvent',
      'preorder',
      'cabinet',
      'themeVote',
      'gameResults',
      'rating',
      'myTeams',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('needs login on the (L) routes of SPEC §2, plus the personal cabinet', () => {
    const protectedPaths = ROUTES.filter((r) => r.loginRequired)
      .map((r) => r.path)
      .sort();
    expect(protectedPaths).toEqual(
      [
        '/event/:eventId/team/:teamId/event_registration',
        '/event/:eventId/reviews',
        '/event_team/:eventTeamId/preorder/cart',
        '/reg_on_team/:slug',
        '/theme_vote',
        '/team/new_team',
        '/my_teams',
        '/team/:slug',
        // not marked (L) in SPEC, but a personal cabinet has nothing to show a visitor
        '/cabinet',
        // the organizer console
        '/organizer',
        '/organizer/event/new',
        '/organizer/event/:eventId',
        '/organizer/event/:eventId/teams',
        '/organizer/event/:eventId/scores',
        '/organizer/event/:eventId/photos',
      ].sort(),
    );
  });

  it('gives each route the owner of ARCHITECTURE.md', () => {
    const owners = Object.fromEntries(ROUTES.map((r) => [r.path, r.owner]));
    expect(owners).toEqual({
      '/': 'mf_events',
      '/childregistration': 'mf_events',
      '/cabinet': 'mf_teams',
      '/login': 'shell',
      '/event/:eventId': 'mf_events',
      '/event/:eventId/registration': 'mf_events',
      '/event/:eventId/team/:teamId/preorder': 'mf_preorder',
      '/event/:eventId/team/:teamId/event_registration': 'mf_teams',
      '/event/:eventId/photoReport': 'mf_events',
      '/event/:eventId/reviews': 'mf_reviews',
      '/event_team/:eventTeamId/preorder/cart': 'mf_preorder',
      '/reg_on_team/:slug': 'mf_teams',
      '/preorder/:secret': 'mf_preorder',
      '/theme_vote': 'mf_reviews',
      '/game_results': 'mf_seating',
      '/games': 'mf_events',
      '/promo_game': 'mf_events',
      '/game_result/:eventId': 'mf_seating',
      '/rating': 'mf_seating',
      '/sitting/:eventId': 'mf_seating',
      '/game_result/:eventId/screen': 'mf_seating',
      '/organizer': 'mf_events',
      '/organizer/event/new': 'mf_events',
      '/organizer/event/:eventId': 'mf_events',
      '/organizer/event/:eventId/teams': 'mf_teams',
      '/organizer/event/:eventId/scores': 'mf_seating',
      '/organizer/event/:eventId/photos': 'mf_events',
      '/team/new_team': 'mf_teams',
      '/my_teams': 'mf_teams',
      '/team/:slug': 'mf_teams',
    });
  });

  it('keeps the organizer console for organizers, behind login, and the big screen without the navbar', () => {
    const organizerOnly = ROUTES.filter((r) => 'organizerOnly' in r && r.organizerOnly);
    expect(organizerOnly.map((r) => r.path).every((p) => p.startsWith('/organizer'))).toBe(true);
    expect(organizerOnly).toHaveLength(6);
    for (const r of organizerOnly) expect(r.loginRequired).toBe(true);
    expect(match('/organizer/event/new')?.route.name).toBe('organizerNewEvent');
    expect(match('/organizer/event/5')?.params).toEqual({ eventId: '5' });
    expect(match('/game_result/5/screen')?.route).toMatchObject({
      name: 'gameResultScreen',
      fullScreen: true,
    });
  });

  it('answers the same path the same way every time, whatever a caller did with an earlier answer', () => {
    const first = match('/event/13?tab=x');
    expect(first?.params).toEqual({ eventId: '13' });
    if (first) first.params.eventId = '99';
    expect(match('/event/13')?.params).toEqual({ eventId: '13' });
    expect(match('/event/13?tab=y')?.query).toEqual({ tab: 'y' });
    expect(match('/no/such/page')).toBeNull();
    expect(match('/no/such/page')).toBeNull();
  });

  it('gives every route a Russian title', () => {
    for (const r of ROUTES) expect(r.title).toMatch(/[А-Яа-яЁё]/);
  });
});

describe.each(ROUTES.map((r) => [r.name, r] as const))('route %s', (name, route) => {
  const params = paramsOf(route.path);

  it('href fills the path and match finds the same route and params', () => {
    const url = hrefAny(name, params);
    expect(url).toBe(route.path.replace(/:([A-Za-z]+)/g, (_, k: string) => params[k] ?? ''));
    const found = match(url);
    expect(found?.route.name).toBe(name);
    expect(found?.params).toEqual(params);
    expect(found?.query).toEqual({});
  });

  it("fills the path as react-router's generatePath does, awkward values included", () => {
    const awkward = Object.fromEntries(Object.keys(params).map((key) => [key, `${key} a/b?c#d%е`]));
    expect(hrefAny(name, awkward)).toBe(generatePath(route.path, awkward));
  });

  it('matches with a trailing slash too', () => {
    const url = hrefAny(name, params);
    if (url === '/') return;
    expect(match(`${url}/`)?.route.name).toBe(name);
  });

  it('carries the query both ways', () => {
    const url = hrefAny(name, params, { from: '/cabinet?x=1', t: 'tok en', skip: undefined, none: null });
    expect(url).toContain('?');
    expect(url).not.toContain('skip');
    expect(url).not.toContain('none');
    const found = match(url);
    expect(found?.route.name).toBe(name);
    expect(found?.query).toEqual({ from: '/cabinet?x=1', t: 'tok en' });
  });

  it('does not match with an extra segment', () => {
    const url = hrefAny(name, params);
    const found = match(`${url === '/' ? '' : url}/extra/segment`);
    expect(found?.route.name === name).toBe(false);
  });
});

describe('href', () => {
  it('builds typed links', () => {
    expect(href('home')).toBe('/');
    expect(href('eventPage', { eventId: 5 })).toBe('/event/5');
    expect(href('preorder', { eventId: 5, teamId: 3 }, { t: 'abc' })).toBe('/event/5/team/3/preorder?t=abc');
    expect(href('regTeamOnEvent', { eventId: 1, teamId: 2 }, { set_check: true })).toBe(
      '/event/1/team/2/event_registration?set_check=true',
    );
    expect(href('login', undefined, { from: '/my_teams' })).toBe('/login?from=%2Fmy_teams');
    expect(href('games', undefined, { type: 'RECENT' })).toBe('/games?type=RECENT');
  });
  it('rejects missing params at compile time and at run time', () => {
    // @ts-expect-error eventPage needs eventId
    expect(() => href('eventPage')).toThrow(/eventId/);
    // @ts-expect-error teamCabinet needs slug, not eventId
    expect(() => href('teamCabinet', { eventId: 1 })).toThrow(/slug/);
    expect(() => href('teamCabinet', { slug: '' })).toThrow(/slug/);
  });
  it('encodes params so that match decodes them back', () => {
    const url = href('regOnTeam', { slug: 'кот и пёс/1?' });
    expect(url).toBe('/reg_on_team/%D0%BA%D0%BE%D1%82%20%D0%B8%20%D0%BF%D1%91%D1%81%2F1%3F');
    expect(match(url)?.params).toEqual({ slug: 'кот и пёс/1?' });
  });
  it('routeByName finds rows and refuses unknown names', () => {
    expect(routeByName('rating').path).toBe('/rating');
    expect(() => routeByName('nope' as RouteName)).toThrow();
  });
});

describe('match', () => {
  it('prefers /team/new_team over /team/{slug}', () => {
    expect(match('/team/new_team')?.route.name).toBe('newTeam');
    expect(match('/team/new_team/')?.route.name).toBe('newTeam');
    expect(match('/team/new_team_2')?.route.name).toBe('teamCabinet');
    expect(match('/team/new_team_2')?.params).toEqual({ slug: 'new_team_2' });
  });
  it('tells the event sub-pages apart', () => {
    expect(match('/event/3')?.route.name).toBe('eventPage');
    expect(match('/event/3/registration')?.route.name).toBe('eventRegistration');
    expect(match('/event/3/photoReport')?.route.name).toBe('photoReport');
    expect(match('/event/3/reviews')?.route.name).toBe('reviews');
    expect(match('/event/3/team/4/preorder')?.route.name).toBe('preorder');
    expect(match('/event/3/team/4/event_registration')?.route.name).toBe('regTeamOnEvent');
  });
  it('reads the query and ignores the hash', () => {
    const found = match('/preorder/abc?date=2025-11-28#top');
    expect(found?.route.name).toBe('secretPreorder');
    expect(found?.params).toEqual({ secret: 'abc' });
    expect(found?.query).toEqual({ date: '2025-11-28' });
    expect(match('/?regonevent=12')?.query).toEqual({ regonevent: '12' });
  });
  it('treats an empty path as home', () => {
    expect(match('')?.route.name).toBe('home');
    expect(match('?regonevent=1')?.route.name).toBe('home');
  });
  it('returns null for unknown paths', () => {
    for (const url of [
      '/nope',
      '/event',
      '/event/',
      '/event/1/unknown',
      '/team',
      '/games/extra',
      '/api/common',
    ]) {
      expect(match(url)).toBeNull();
    }
  });
  it('is case sensitive like the SPEC paths', () => {
    expect(match('/event/1/photoreport')).toBeNull();
    expect(match('/Games')).toBeNull();
  });
  it('treats a malformed percent-encoding as an unknown path instead of throwing', () => {
    expect(() => match('/team/%E0%A4%A')).not.toThrow();
    expect(match('/team/%E0%A4%A')).toBeNull();
  });
  it('names the URL a page is rendered for: the path and only the parameters its markup reads, in name order', () => {
    const rendered = (url: string) => {
      const found = match(url);
      return found && renderedPageUrl(found);
    };
    expect(rendered('/games?utm_source=vk&type=past&junk=1')).toBe('/games?type=past');
    expect(rendered('/games')).toBe('/games');
    expect(rendered('/game_results?month=2026-01&x=%00')).toBe('/game_results?month=2026-01');
    expect(rendered('/?regonevent=12&utm=1')).toBe('/');
    expect(rendered('/event/%31%33?from=feed')).toBe('/event/13');
    // only a server-rendered page, public or personal, has parameters it is rendered for
    for (const route of ROUTES)
      if ('renderQuery' in route)
        expect([
          route.name,
          ('serverRendered' in route && route.serverRendered) ||
            ('personalRendered' in route && route.personalRendered),
        ]).toEqual([route.name, true]);
    expect(rendered('/event/4/team/7/event_registration?set_check=true&utm=1')).toBe(
      '/event/4/team/7/event_registration?set_check=true',
    );
  });

  it('a personal page is never also a public one (kept and shared by everyone)', () => {
    const personal = ROUTES.filter((route) => 'personalRendered' in route && route.personalRendered);
    expect(personal.length).toBeGreaterThan(0);
    for (const route of personal)
      expect([route.name, 'serverRendered' in route]).toEqual([route.name, false]);
  });

  it("a page of organizers' data is personal, names its game and is rendered for its city's organizers only", () => {
    const organizersData = ROUTES.filter((route) => 'organizerData' in route && route.organizerData);
    expect(organizersData.map((route) => route.name)).toEqual(['sitting']);
    for (const route of organizersData)
      expect([route.name, 'personalRendered' in route && route.personalRendered, route.path]).toEqual([
        route.name,
        true,
        expect.stringContaining(':eventId'),
      ]);
    // the organizer console's game screens of mf_seating and mf_teams arrive rendered for him too
    for (const name of ['organizerEventScores', 'organizerEventTeams'])
      expect(ROUTES.find((route) => route.name === name)).toMatchObject({
        organizerOnly: true,
        personalRendered: true,
      });
  });
});
