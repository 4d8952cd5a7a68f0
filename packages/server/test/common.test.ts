import type {
  CitiesListResponse,
  CommonResponse,
  LandingFeedResponse,
  ThemeListResponse,
} from '@quiz/contract';
import { CommonResponse as CommonSchema, LandingFeedResponse as LandingSchema } from '@quiz/contract';
import { DEMO_PLAYER } from '../src/db/seed/data';
import { issueToken } from '../src/plugins/current-user';
import { validationBody } from '../src/plugins/errors';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

async function count(
  t: TestApp,
  table: 'cities' | 'places' | 'themes' | 'events' | 'teams' | 'rating_seasons' | 'albums',
) {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDb('common data calls', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
  }, 60_000);
  afterAll(async () => t?.close());

  it('seeds the demo data once', async () => {
    expect(await count(t, 'cities')).toBeGreaterThanOrEqual(3);
    expect(await count(t, 'places')).toBe(6);
    expect(await count(t, 'themes')).toBe(20);
    expect(await count(t, 'events')).toBe(30);
    expect(await count(t, 'teams')).toBe(41); // 40 with players + «Потерянные» without a captain
    expect(await count(t, 'rating_seasons')).toBe(2);
    expect(await count(t, 'albums')).toBe(3);
    const trial = await t.app.db.selectFrom('game_packages').select('id').where('is_trial', '=', 1).execute();
    // one trial package per trial theme (all themes once shared package 1)
    expect(trial).toHaveLength(4);
    const tasks = await t.app.db
      .selectFrom('tasks')
      .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
      .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
      .where('tours.game_package_id', '=', trial[0]?.id ?? -1)
      .select(['tasks.question_frame', 'tasks.answer_frame', 'tasks.answer'])
      .execute();
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    for (const task of tasks) expect(task.question_frame && task.answer_frame && task.answer).toBeTruthy();
    const organizers = await t.app.db
      .selectFrom('organizer_cities')
      .innerJoin('users', 'users.id', 'organizer_cities.user_id')
      .innerJoin('cities', 'cities.id', 'organizer_cities.city_id')
      .select(['users.phone', 'users.is_organizer', 'cities.title'])
      .orderBy('users.phone')
      .execute();
    expect(organizers).toEqual([
      { phone: '79990000001', is_organizer: 1, title: 'Москва' },
      { phone: '79990000003', is_organizer: 1, title: 'Санкт-Петербург' },
    ]);
  });

  it('GET /api/common gives the contact phone, copyright and default city', async () => {
    const res = await t.app.inject({ url: '/api/common' });
    expect(res.statusCode).toBe(200);
    const body = json<CommonResponse>(res.body);
    expect(CommonSchema.parse(body)).toEqual(body);
    expect(body.contact_phone_display).toBe('+7 (495) 123-45-67');
    expect(body.copyright).toContain('©');
    expect(body.default_city).toMatchObject({ title: 'Москва', currency: { code: 'RUB', symbol: '₽' } });
  });

  it('GET /api/cities_list lists cities with their currencies', async () => {
    const res = await t.app.inject({ url: '/api/cities_list' });
    expect(res.statusCode).toBe(200);
    const cities = json<CitiesListResponse>(res.body);
    expect(cities.map((c) => `${c.title} ${c.currency.symbol}`)).toEqual([
      'Москва ₽',
      'Санкт-Петербург ₽',
      'Минск Br',
      'Алматы ₸',
    ]);
    // each city carries its IANA zone: event times show in it
    expect(cities.map((c) => c.timezone)).toEqual([
      'Europe/Moscow',
      'Europe/Moscow',
      'Europe/Minsk',
      'Asia/Almaty',
    ]);
  });

  it('GET /api/landing_feed lists upcoming open events of the default city, soonest first', async () => {
    const res = await t.app.inject({ url: '/api/landing_feed' });
    expect(res.statusCode).toBe(200);
    const feed = json<LandingFeedResponse>(res.body);
    LandingSchema.parse(feed);
    expect(feed.events.length).toBeGreaterThanOrEqual(5);
    const now = new Date().toISOString();
    const dates = feed.events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    for (const event of feed.events) {
      expect(event.date > now).toBe(true);
      expect(['published', 'sitting']).toContain(event.workflow_state);
      expect(event.city.title).toBe('Москва');
      expect(event.city.currency.symbol).toBe('₽');
      expect(event.game.theme.picture).toMatch(/^\/api\/media\/themes\/\d+\.svg$/);
      expect(event.place.address).toBeTruthy();
      expect(event.openRegistraion).toBe(true);
      expect(event.isRegistered).toBe(false);
    }
    const united = feed.events.filter((e) => e.united);
    expect(united.length).toBe(2);
    expect(united[0]?.unitedEvents.map((u) => u.place.title).sort()).toEqual([
      'Паб «Лисья нора»',
      'Ресторан «Северная звезда»',
    ]);
    // themes «в подготовке»: neither an upcoming event here nor a played one (a theme
    // played on the 23rd was listed as «В подготовке…»)
    const past = json<{ results: Array<{ game: { theme: { id: number } } }>; count: number }>(
      (await t.app.inject({ url: '/api/games/past/?page=1' })).body,
    );
    const withEvent = new Set([
      ...feed.events.map((e) => e.game.theme.id),
      ...past.results.map((e) => e.game.theme.id),
    ]);
    expect(past.results.length).toBeGreaterThan(0);
    expect(feed.themes.length).toBeGreaterThan(3);
    for (const theme of feed.themes) expect(withEvent.has(theme.id)).toBe(false);
  });

  type TrialJson = { tasks: Array<{ question_frame: { data: Record<string, unknown> }; answer: string }> };

  it('each trial theme has its own trial package, with questions about that theme', async () => {
    const themes = json<ThemeListResponse>((await t.app.inject({ url: '/api/theme/' })).body);
    const trials = themes.filter((th) => th.trial_game_package !== null);
    expect(trials.length).toBeGreaterThanOrEqual(4);
    expect(new Set(trials.map((th) => th.trial_game_package)).size).toBe(trials.length);
    const firstQuestions = new Set<string>();
    for (const theme of trials) {
      const res = await t.app.inject({ url: `/api/theme/${theme.id}/trial_game_package/` });
      expect(res.statusCode).toBe(200);
      const pkg = json<TrialJson>(res.body);
      expect(pkg.tasks.length).toBe(5);
      firstQuestions.add(String(pkg.tasks[0]?.question_frame.data.text));
    }
    expect(firstQuestions.size).toBe(trials.length);
    const potter = trials.find((th) => th.title === 'Гарри Поттер');
    const pkg = json<TrialJson>(
      (await t.app.inject({ url: `/api/theme/${potter?.id}/trial_game_package/` })).body,
    );
    expect(pkg.tasks.map((task) => String(task.question_frame.data.text)).join(' ')).toMatch(/Хогвартс/);
    expect(pkg.tasks.map((task) => task.answer).join(' ')).not.toMatch(/Кот учёный/);
  });

  it('GET /api/landing_feed?city= uses that city and its currency symbol', async () => {
    const cities = json<CitiesListResponse>((await t.app.inject({ url: '/api/cities_list' })).body);
    const almaty = cities.find((c) => c.title === 'Алматы');
    const res = await t.app.inject({ url: `/api/landing_feed?city=${almaty?.id}` });
    const feed = json<LandingFeedResponse>(res.body);
    expect(feed.events.length).toBeGreaterThan(0);
    for (const event of feed.events) expect(`${event.cost} ${event.city.currency.symbol}`).toBe('3500 ₸');
  });

  it('answers 400 with a Russian detail for a bad city, 404 for an unknown one', async () => {
    const bad = await t.app.inject({ url: '/api/landing_feed?city=abc' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad.body)).toEqual({
      detail: 'Некорректный параметр «city»: Ожидался числовой идентификатор города.',
    });
    const unknown = await t.app.inject({ url: '/api/landing_feed?city=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown.body)).toEqual({ detail: 'Город не найден.' });
  });

  it('fills isRegistered and isLiked for the logged-in user', async () => {
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', DEMO_PLAYER.phone)
      .executeTakeFirstOrThrow();
    const token = await issueToken(t.app.db, user.id);
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const feed = json<LandingFeedResponse>(
      (await t.app.inject({ url: '/api/landing_feed', headers: { authorization: `Token ${token}` } })).body,
    );
    const registered = await t.app.db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select('event_teams.event_id')
      .where('event_players.user_id', '=', user.id)
      .execute();
    const mine = new Set(registered.map((r) => r.event_id));
    for (const e of feed.events) expect(e.isRegistered).toBe(mine.has(e.id));
    const likes = await t.app.db
      .selectFrom('theme_likes')
      .select('theme_id')
      .where('user_id', '=', user.id)
      .execute();
    const liked = new Set(likes.map((l) => l.theme_id));
    for (const th of feed.themes) expect([th.id, th.isLiked]).toEqual([th.id, liked.has(th.id)]);
    for (const e of feed.events) expect(e.isLiked).toBe(liked.has(e.game.theme.id));
    // the demo player likes the two in-development themes, which appear as theme cards
    const likedTitles = feed.themes.filter((th) => th.isLiked).map((th) => th.title);
    expect(likedTitles).toEqual(expect.arrayContaining(['Кино 2000-х', 'Наука и изобретения']));
    // an unknown token leaves public calls working (anonymous)
    const stale = await t.app.inject({
      url: '/api/theme/',
      headers: { authorization: `Token ${'0'.repeat(40)}` },
    });
    expect(stale.statusCode).toBe(200);
    expect(json<ThemeListResponse>(stale.body).some((th) => th.isLiked)).toBe(false);
  });

  it('GET /api/theme/ lists all 20 themes with generated pictures', async () => {
    const res = await t.app.inject({ url: '/api/theme/' });
    expect(res.statusCode).toBe(200);
    const themes = json<ThemeListResponse>(res.body);
    expect(themes).toHaveLength(20);
    expect(themes[0]).toMatchObject({ title: 'Гарри Поттер', trial_game_package: expect.any(Number) });
    const picture = await t.app.inject({ url: themes[0]?.picture ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(/^<svg [^>]*width="1200" height="675"/);
    expect(picture.body).toContain('Гарри Поттер');
    const thumb = await t.app.inject({ url: themes[0]?.picture_thumb ?? '' });
    expect(thumb.body).toMatch(/width="400" height="225"/);
    // a card names its picture beside it: the thumbnail has no text for the page to lay out when painting
    expect(thumb.body).not.toContain('<text');
    expect((await t.app.inject({ url: '/api/media/themes/99999.svg' })).statusCode).toBe(404);
  });

  it('answers every path with and without its trailing slash', async () => {
    for (const url of [
      '/api/common',
      '/api/common/',
      '/api/cities_list/',
      '/api/theme',
      '/api/theme/',
      '/api/landing_feed/',
    ]) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
    }
  });

  it('answers unknown /api paths with a JSON 404, never the shell', async () => {
    for (const url of ['/api/nope', '/api/nope/deeper/', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(json(res.body)).toEqual({ detail: 'Не найдено.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/common', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('shapes body validation errors as SPEC §8 field lists', () => {
    expect(
      validationBody('body', [
        { instancePath: '/phone', message: 'Обязательное поле.' },
        { instancePath: '/phone', message: 'Некорректный номер.' },
        { instancePath: '', message: 'Неверный ввод' },
      ]),
    ).toEqual({ phone: ['Обязательное поле.', 'Некорректный номер.'], non_field_errors: ['Неверный ввод'] });
  });

  it('publishes the OpenAPI document with the four calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(res.body);
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/common', '/api/cities_list', '/api/landing_feed', '/api/theme/'])
      expect(doc.paths).toHaveProperty([p]);
  });

  it('sends security headers on API answers, cached or not; no caching for a request with a token', async () => {
    // the second answer comes from the public cache (src/http/public-cache.ts)
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/common' });
      expect(res.headers['content-security-policy']).toContain('https://api-maps.yandex.ru');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toMatch(/^public, .*stale-while-revalidate/);
    }
    const withToken = await t.app.inject({
      url: '/api/common',
      headers: { authorization: `Token ${'0'.repeat(40)}` },
    });
    expect(withToken.headers['content-security-policy']).toContain('https://api-maps.yandex.ru');
    expect(withToken.headers['cache-control']).toBe('no-store');
  });
});
