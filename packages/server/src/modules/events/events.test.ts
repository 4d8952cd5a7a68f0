/**
 * mf-events calls on the seeded demo database, on SQLite and PostgreSQL: events, united events,
 * albums, game packages, the games lists, the trial game and the templates call.
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

interface EventJson {
  id: number;
  date: string;
  workflow_state: string;
  album: number | null;
  united: boolean;
  united_tag: string | null;
  unitedEvents: { id: number }[];
  meta_data: { post: string | null };
  isRegistered?: boolean;
  isReserve?: boolean;
  freeTeamPlaces?: number | null;
  event_teams?: { team: { id: number }; event_players: { user: number }[] }[];
  game: { theme: { id: number }; game_package?: { tours: { task_blocks: { tasks: unknown[] }[] }[] } | null };
}

async function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });
}

describeEachDb('mf-events: events and games', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let playerToken: string;
  let playerId: number;
  let pastEventId: number;
  let upcomingEventId: number;
  let noAlbumPastId: number;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const db = app.db;
    const now = nowIso();
    const past = await db
      .selectFrom('events')
      .select(['id', 'album_id'])
      .where('date', '<', now)
      .where('workflow_state', '=', 'finished')
      .orderBy('date', 'desc')
      .execute();
    const withAlbum = past.find((e) => e.album_id !== null);
    const withoutAlbum = past.find((e) => e.album_id === null);
    if (!withAlbum || !withoutAlbum) throw new Error('seed has no past events with and without albums');
    pastEventId = withAlbum.id;
    noAlbumPastId = withoutAlbum.id;
    const upcoming = await db
      .selectFrom('events')
      .select('id')
      .where('date', '>', now)
      .where('workflow_state', '=', 'published')
      .orderBy('date')
      .executeTakeFirstOrThrow();
    upcomingEventId = upcoming.id;
    const player = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select('event_players.user_id')
      .where('event_teams.event_id', '=', pastEventId)
      .executeTakeFirstOrThrow();
    playerId = player.user_id;
    playerToken = await issueToken(db, playerId);
  }, 120_000);
  afterAll(async () => t?.close());

  it('allow_any/event/{id}/ answers anyone with the event, its post sanitized', async () => {
    const res = await get(app, `/api/allow_any/event/${upcomingEventId}/`);
    expect(res.statusCode).toBe(200);
    const body = json<EventJson>(res.body);
    expect(body.id).toBe(upcomingEventId);
    expect(body.isRegistered).toBe(false);
    expect(body.event_teams).toEqual([]);
  });

  it('strips scripts and handlers from an event post', async () => {
    await app.db
      .updateTable('events')
      .set({
        meta_data: JSON.stringify({
          post: '<p onclick="x()">Привет<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        }),
      })
      .where('id', '=', upcomingEventId)
      .execute();
    const body = json<EventJson>((await get(app, `/api/allow_any/event/${upcomingEventId}`)).body);
    expect(body.meta_data.post).toBe('<p>Привет</p>');
  });

  it('event/{id}/ needs login (401) and then carries the user flags and own team', async () => {
    expect((await get(app, `/api/event/${pastEventId}/`)).statusCode).toBe(401);
    const res = await get(app, `/api/event/${pastEventId}/`, playerToken);
    expect(res.statusCode).toBe(200);
    const body = json<EventJson>(res.body);
    expect(body.isRegistered).toBe(true);
    expect(body.event_teams?.[0]?.event_players.some((p) => p.user === playerId)).toBe(true);
  });

  it('carries the free team places (max_teams, else tables, else null) and the user’s «Резерв» state', async () => {
    const db = app.db;
    const event = await db
      .selectFrom('events')
      .select(['id', 'place_id'])
      .where('id', '=', upcomingEventId)
      .executeTakeFirstOrThrow();
    const registered = Number(
      (
        await db
          .selectFrom('event_teams')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('event_id', '=', event.id)
          .where('status', '=', 'registered')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const free = async () =>
      json<EventJson>((await get(app, `/api/allow_any/event/${event.id}/`)).body).freeTeamPlaces;
    const place = await db
      .selectFrom('places')
      .select('max_teams')
      .where('id', '=', event.place_id)
      .executeTakeFirstOrThrow();
    try {
      await db
        .updateTable('places')
        .set({ max_teams: registered + 3 })
        .where('id', '=', event.place_id)
        .execute();
      expect(await free()).toBe(3);
      await db
        .updateTable('places')
        .set({ max_teams: registered })
        .where('id', '=', event.place_id)
        .execute();
      expect(await free()).toBe(0);
    } finally {
      await db
        .updateTable('places')
        .set({ max_teams: place.max_teams })
        .where('id', '=', event.place_id)
        .execute();
    }

    // the player's lineup of the past game moved to the reserve list: isReserve on his event
    const lineup = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select(['event_teams.id', 'event_teams.status'])
      .where('event_teams.event_id', '=', pastEventId)
      .where('event_players.user_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const before = json<EventJson>((await get(app, `/api/event/${pastEventId}/`, playerToken)).body);
    expect(before.isReserve).toBe(false);
    await db.updateTable('event_teams').set({ status: 'reserve' }).where('id', '=', lineup.id).execute();
    try {
      const after = json<EventJson>((await get(app, `/api/event/${pastEventId}/`, playerToken)).body);
      expect(after).toMatchObject({ isRegistered: true, isReserve: true });
      expect(json<EventJson>((await get(app, `/api/allow_any/event/${pastEventId}/`)).body).isReserve).toBe(
        false,
      );
    } finally {
      await db
        .updateTable('event_teams')
        .set({ status: lineup.status })
        .where('id', '=', lineup.id)
        .execute();
    }
  });

  it('404 with a Russian detail for unknown and draft events; 400 for a bad id', async () => {
    const missing = await get(app, '/api/allow_any/event/99999/');
    expect(missing.statusCode).toBe(404);
    expect(json(missing.body)).toEqual({ detail: 'Игра не найдена.' });
    const draft = await app.db
      .selectFrom('events')
      .select('id')
      .where('workflow_state', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect((await get(app, `/api/allow_any/event/${draft.id}/`)).statusCode).toBe(404);
    const bad = await get(app, '/api/allow_any/event/abc/');
    expect(bad.statusCode).toBe(400);
    expect(typeof json<{ detail: string }>(bad.body).detail).toBe('string');
  });

  it('allow_any/event/?united_tag= lists the events of one united game, optionally of one day', async () => {
    const row = await app.db
      .selectFrom('events')
      .select(['united_tag', 'date'])
      .where('united_tag', 'is not', null)
      .executeTakeFirstOrThrow();
    const tag = row.united_tag ?? '';
    const res = await get(app, `/api/allow_any/event/?united_tag=${encodeURIComponent(tag)}`);
    expect(res.statusCode).toBe(200);
    const list = json<EventJson[]>(res.body);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((e) => e.united_tag === tag && e.united)).toBe(true);
    const day = row.date.slice(0, 10);
    expect(
      json<EventJson[]>((await get(app, `/api/allow_any/event/?united_tag=${tag}&date=${day}`)).body),
    ).toHaveLength(list.length);
    expect(
      json<EventJson[]>((await get(app, `/api/allow_any/event/?united_tag=${tag}&date=1999-01-01`)).body),
    ).toEqual([]);
    const bad = await get(app, `/api/allow_any/event/?united_tag=${tag}&date=01.01.2020`);
    expect(bad.statusCode).toBe(400);
    expect(json<{ detail: string }>(bad.body).detail).toContain('ГГГГ-ММ-ДД');
    expect((await get(app, '/api/allow_any/event/')).statusCode).toBe(400);
  });

  it('event/{id}/album answers the photo report, 404 when there is none', async () => {
    const res = await get(app, `/api/event/${pastEventId}/album`);
    expect(res.statusCode).toBe(200);
    const album = json<{
      photos: { file_url: string; thumbnail_url: string }[];
      cover_photo: { file_url: string } | null;
    }>(res.body);
    expect(album.photos.length).toBeGreaterThan(0);
    expect(album.cover_photo?.file_url).toBeTruthy();
    expect(album.photos[0]?.thumbnail_url).not.toBe(album.photos[0]?.file_url);
    const none = await get(app, `/api/event/${noAlbumPastId}/album/`);
    expect(none.statusCode).toBe(404);
    expect(json(none.body)).toEqual({ detail: 'Фотоотчёта к этой игре пока нет.' });
  });

  it('with_game_package gives tasks only after the game', async () => {
    const past = json<EventJson>((await get(app, `/api/event/${pastEventId}/with_game_package/`)).body);
    const pastTasks =
      past.game.game_package?.tours.flatMap((t) => t.task_blocks.flatMap((b) => b.tasks)) ?? [];
    expect(pastTasks.length).toBeGreaterThan(0);
    const future = json<EventJson>((await get(app, `/api/event/${upcomingEventId}/with_game_package/`)).body);
    expect(future.game.game_package?.tours.length).toBeGreaterThan(0);
    const futureTasks =
      future.game.game_package?.tours.flatMap((t) => t.task_blocks.flatMap((b) => b.tasks)) ?? [];
    expect(futureTasks).toEqual([]);
  });

  it('games/future/ lists open upcoming games soonest first; developing lists development ones', async () => {
    const future = json<EventJson[]>((await get(app, '/api/games/future/')).body);
    expect(future.length).toBeGreaterThan(0);
    const now = Date.now();
    expect(
      future.every((e) => ['published', 'sitting'].includes(e.workflow_state) && Date.parse(e.date) > now),
    ).toBe(true);
    const dates = future.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    const dev = json<EventJson[]>((await get(app, '/api/games/developing')).body);
    expect(dev.length).toBeGreaterThan(0);
    expect(dev.every((e) => e.workflow_state === 'development')).toBe(true);
    expect((await get(app, '/api/games/future/?city=99999')).statusCode).toBe(404);
  });

  it('games/past/?page= pages recent games with next', async () => {
    const p1 = json<{ next: number | null; count: number; results: EventJson[] }>(
      (await get(app, '/api/games/past/?page=1')).body,
    );
    expect(p1.results.length).toBeGreaterThan(0);
    expect(p1.results.every((e) => Date.parse(e.date) < Date.now())).toBe(true);
    if (p1.count > p1.results.length) {
      expect(p1.next).toBe(2);
      const p2 = json<{ results: EventJson[] }>((await get(app, '/api/games/past/?page=2')).body);
      expect(p2.results[0]?.id).not.toBe(p1.results[0]?.id);
    } else {
      expect(p1.next).toBeNull();
    }
    const bad = await get(app, '/api/games/past/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(json<{ detail: string }>(bad.body).detail).toContain('Некорректный номер страницы.');
  });

  it('games/my/ and games/favorite/ need login and answer the user’s own', async () => {
    expect((await get(app, '/api/games/my/')).statusCode).toBe(401);
    expect((await get(app, '/api/games/favorite/')).statusCode).toBe(401);
    const my = json<{ current: EventJson[]; past: EventJson[] }>(
      (await get(app, '/api/games/my/', playerToken)).body,
    );
    expect(my.past.map((e) => e.id)).toContain(pastEventId);
    const fav = json<{ favorite: { id: number }[]; not_favorite: { id: number }[] }>(
      (await get(app, '/api/games/favorite/', playerToken)).body,
    );
    expect(fav.favorite.length + fav.not_favorite.length).toBe(20);
  });

  it('every list names the player’s team on a game (myTeamId) and whether he sent its review (isReviewed)', async () => {
    const db = app.db;
    const lineup = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select(['event_teams.team_id', 'event_teams.id'])
      .where('event_teams.event_id', '=', pastEventId)
      .where('event_players.user_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const pastOf = async (token?: string) =>
      json<{ past: (EventJson & { myTeamId?: number | null; isReviewed?: boolean })[] }>(
        (await get(app, '/api/games/my/', token)).body,
      ).past.find((e) => e.id === pastEventId);
    expect(await pastOf(playerToken)).toMatchObject({ myTeamId: lineup.team_id, isReviewed: false });
    await db
      .insertInto('reviews')
      .values({ event_id: pastEventId, event_team_id: lineup.id, user_id: playerId, is_completed: 1 })
      .execute();
    expect(await pastOf(playerToken)).toMatchObject({ myTeamId: lineup.team_id, isReviewed: true });
    // anonymous answers say nothing personal
    const anonymous = json<EventJson & { myTeamId?: number | null; isReviewed?: boolean }>(
      (await get(app, `/api/allow_any/event/${pastEventId}/`)).body,
    );
    expect(anonymous).toMatchObject({ myTeamId: null, isReviewed: false });
  });

  it('theme/{id}/trial_game_package/ gives the trial, 404 for a theme without one', async () => {
    const withTrial = await app.db
      .selectFrom('themes')
      .select('id')
      .where('trial_game_package_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await get(app, `/api/theme/${withTrial.id}/trial_game_package/`);
    expect(res.statusCode).toBe(200);
    const pkg = json<{ tasks: { id: number; question_frame: { template_name: string } }[] }>(res.body);
    expect(pkg.tasks.length).toBeGreaterThan(0);
    expect(pkg.tasks[0]?.question_frame.template_name).toBe('question');
    const without = await app.db
      .selectFrom('themes')
      .select('id')
      .where('trial_game_package_id', 'is', null)
      .executeTakeFirstOrThrow();
    const none = await get(app, `/api/theme/${without.id}/trial_game_package/`);
    expect(none.statusCode).toBe(404);
    expect(json(none.body)).toEqual({ detail: 'У этой темы нет пробной игры.' });
    expect((await get(app, '/api/promo_game/')).statusCode).toBe(200);
  });

  it('the templates call renders a sanitized frame for trial tasks only', async () => {
    const pkg = json<{ tasks: { id: number; answer: string }[] }>((await get(app, '/api/promo_game/')).body);
    const task = pkg.tasks[0];
    if (!task) throw new Error('no trial task');
    const url = `/api/set/prostoquiz/basic/the_last/task/${task.id}/?include_bootstrap=0`;
    const q = await app.inject({ method: 'POST', url, payload: { frame: 'question' } });
    expect(q.statusCode).toBe(200);
    const question = json<{ html: string; template_name: string }>(q.body);
    expect(question.template_name).toBe('question');
    expect(question.html).toContain('data-frame="question"');
    expect(question.html).toContain('width:1920px');
    const a = json<{ html: string }>(
      (await app.inject({ method: 'POST', url, payload: { frame: 'answer' } })).body,
    );
    expect(a.html).toContain('data-frame="answer"');

    // HTML in the task's data is escaped, never rendered.
    await app.db
      .updateTable('tasks')
      .set({
        question_frame: JSON.stringify({
          template_name: 'question',
          data: { title: 'X', text: '<img src=x onerror=alert(1)>' },
        }),
      })
      .where('id', '=', task.id)
      .execute();
    const evil = json<{ html: string }>(
      (await app.inject({ method: 'POST', url, payload: { frame: 'question' } })).body,
    );
    expect(evil.html).not.toContain('<img');
    expect(evil.html).toContain('&lt;img');

    const bad = await app.inject({ method: 'POST', url, payload: { frame: 'both' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad.body)).toEqual({ frame: ['frame должен быть question или answer.'] });

    const realTask = await app.db
      .selectFrom('tasks')
      .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
      .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
      .innerJoin('game_packages', 'game_packages.id', 'tours.game_package_id')
      .select('tasks.id')
      .where('game_packages.is_trial', '=', 0)
      .executeTakeFirstOrThrow();
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/set/prostoquiz/basic/the_last/task/${realTask.id}/`,
      payload: { frame: 'answer' },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
