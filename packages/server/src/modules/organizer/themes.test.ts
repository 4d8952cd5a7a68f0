/**
 * Themes that are not fragile, on SQLite and PostgreSQL: a theme and its picture are created in one
 * request (a bad picture leaves no theme), a retried create with the form's key makes one theme, the same
 * title as an active theme is refused naming it, a theme is edited, archived (out of the choices for new
 * games and the site's lists, still on its games) and restored, a duplicate is merged into the theme kept
 * (games, votes and likes move, the duplicate is archived, the history says so), and an organizer of
 * another city changes none of it.
 */
import type { EventHistoryResponse, OrganizerEvent, OrganizerTheme, Theme } from '@quiz/contract';
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS, PHOTO_TEXTS, titleKey } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import {
  auth,
  jpeg,
  multipart,
  multipartWith,
  type OrganizerWorld,
  organizerWorld,
  requestKey,
} from '../../../test/organizer-world';

const future = (days = 9) => new Date(Date.now() + days * 86_400_000).toISOString();

describeEachDb('organizer themes: create once, edit, archive, merge', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const createWithPicture = (token: string, fields: Record<string, string>, bytes?: Buffer) => {
    const form = multipartWith(fields, bytes ? { field: 'picture', bytes } : undefined);
    return app.inject({
      method: 'POST',
      url: '/api/organizer/themes/with_picture/',
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    });
  };
  const themesTitled = async (title: string) =>
    (await app.db.selectFrom('themes').select(['id', 'title']).execute()).filter(
      (row) => titleKey(row.title) === titleKey(title),
    );
  const imageCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const publicThemes = async () =>
    json<Theme[]>((await app.inject({ method: 'GET', url: '/api/theme/' })).body).map((x) => x.id);
  const organizerThemes = async (token: string) =>
    json<OrganizerTheme[]>(
      (await app.inject({ method: 'GET', url: '/api/organizer/themes/', headers: auth(token) })).body,
    );
  const newGame = (theme: number) =>
    send('POST', '/api/organizer/events/', w.msk, { theme, place: w.placeId, date: future(), cost: 500 });

  it('a bad picture refuses the whole create: 400 in Russian, no theme row, no stored picture', async () => {
    const images = await imageCount();
    const res = await createWithPicture(
      w.msk,
      { title: 'Битая картинка', description: 'Описание', request_key: requestKey() },
      Buffer.from('это не картинка, а текст'),
    );
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ picture: [PHOTO_TEXTS.notImage] });
    expect(await themesTitled('Битая картинка')).toEqual([]);
    expect(await imageCount()).toBe(images);
  });

  it('a bad title refuses the create before the picture is read; a good form makes the theme with its picture', async () => {
    const blank = await createWithPicture(w.msk, { title: '   ' }, await jpeg());
    expect(blank.statusCode).toBe(400);
    expect(json(blank.body)).toEqual({ title: [ORGANIZER_TEXTS.required] });
    const long = await createWithPicture(w.msk, { title: 'Длинная', description: 'я'.repeat(40_000) });
    expect([long.statusCode, json(long.body)]).toEqual([
      400,
      { description: [ORGANIZER_TEXTS.tooLong(5000)] },
    ]);
    const unknown = await createWithPicture(w.msk, { title: 'Чужое поле', city: '1' });
    expect([unknown.statusCode, json(unknown.body)]).toEqual([400, { city: [PHOTO_TEXTS.unknownField] }]);
    expect(await themesTitled('Длинная')).toEqual([]);
    const res = await createWithPicture(
      w.msk,
      { title: 'Космос над Москвой', description: 'Звёзды и планеты', request_key: requestKey() },
      await jpeg(1200, 800),
    );
    expect(res.statusCode).toBe(201);
    const theme = json<OrganizerTheme>(res.body);
    expect(theme).toMatchObject({ title: 'Космос над Москвой', archived: false, games: 0, editable: true });
    expect(theme.picture).toMatch(/\/images\/\d+\.jpg$/);
    expect((await app.inject({ method: 'GET', url: theme.picture_thumb })).headers['content-type']).toBe(
      'image/jpeg',
    );
    const none = await createWithPicture(w.msk, { title: 'Без картинки', request_key: requestKey() });
    expect(none.statusCode).toBe(201);
    expect(json<Theme>(none.body).picture).toMatch(/\.svg$/);
  });

  it('a retried create with the same request key makes one theme, even sent three times at once', async () => {
    const key = requestKey();
    const body = { title: 'Повтор формы', description: '', request_key: key };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/organizer/themes/', w.msk, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => json<Theme>(a.body).id));
    expect(ids.size).toBe(1);
    expect(await themesTitled('Повтор формы')).toHaveLength(1);

    const pictureKey = requestKey();
    const images = await imageCount();
    const fields = { title: 'Повтор с картинкой', request_key: pictureKey };
    const first = await createWithPicture(w.msk, fields, await jpeg());
    const again = await createWithPicture(w.msk, fields, await jpeg());
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(json<Theme>(again.body).id).toBe(json<Theme>(first.body).id);
    expect(await themesTitled('Повтор с картинкой')).toHaveLength(1);
    expect(await imageCount()).toBe(images + 1);
  });

  it('a key names its theme for a day: an older one makes a new theme', async () => {
    const key = requestKey();
    const first = json<Theme>(
      (await send('POST', '/api/organizer/themes/', w.msk, { title: 'Вчерашняя', request_key: key })).body,
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await app.db.updateTable('themes').set({ created_at: twoDaysAgo }).where('id', '=', first.id).execute();
    const next = await send('POST', '/api/organizer/themes/', w.msk, {
      title: 'Сегодняшняя',
      request_key: key,
    });
    expect(next.statusCode).toBe(201);
    expect(json<Theme>(next.body).id).not.toBe(first.id);
  });

  it('the same title as an active theme is a 409 that names it, and nothing is written', async () => {
    const [existing] = await app.db
      .selectFrom('themes')
      .select(['id', 'title'])
      .where('id', '=', w.themeId)
      .execute();
    if (!existing) throw new Error('no theme');
    const before = (await themesTitled(existing.title)).length;
    const res = await send('POST', '/api/organizer/themes/', w.minsk, {
      title: `  ${existing.title.toUpperCase()} `,
      request_key: requestKey(),
    });
    expect(res.statusCode).toBe(409);
    const body = json<{ detail: string; theme: OrganizerTheme }>(res.body);
    expect(body.detail).toBe(CATALOGUE_TEXTS.themeExists(existing.title));
    expect(body.theme.id).toBe(existing.id);
    expect(await themesTitled(existing.title)).toHaveLength(before);
  });

  it('edits a theme’s title, description and picture; a title of another active theme is refused', async () => {
    const id = json<Theme>(
      (await send('POST', '/api/organizer/themes/', w.msk, { title: 'Черновик темы' })).body,
    ).id;
    const edited = await send('PATCH', `/api/organizer/themes/${id}/`, w.msk, {
      title: 'Чистовик темы',
      description: 'Теперь с описанием',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<OrganizerTheme>(edited.body)).toMatchObject({
      title: 'Чистовик темы',
      description: 'Теперь с описанием',
    });
    const form = multipart('picture', [await jpeg(640, 480)]);
    const pictured = await app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${id}/picture/`,
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
    expect(pictured.statusCode).toBe(200);
    expect(json<OrganizerTheme>(pictured.body).picture).toMatch(/\/images\/\d+\.jpg$/);
    const badPicture = multipart('picture', [Buffer.from('не картинка')]);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${id}/picture/`,
      headers: { ...auth(w.msk), ...badPicture.headers },
      payload: badPicture.payload,
    });
    expect([refused.statusCode, json(refused.body)]).toEqual([400, { picture: [PHOTO_TEXTS.notImage] }]);
    const taken = await send('PATCH', `/api/organizer/themes/${id}/`, w.msk, { title: 'космос над москвой' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken.body)).toEqual({ title: [CATALOGUE_TEXTS.themeExists('космос над москвой')] });
    expect(
      (await app.db.selectFrom('themes').select('title').where('id', '=', id).executeTakeFirstOrThrow())
        .title,
    ).toBe('Чистовик темы');
  });

  it('archiving takes a theme out of the choices for new games and the site, keeps it on its games; restoring brings it back', async () => {
    const game = await app.db
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .select(['events.id', 'events.workflow_state'])
      .where('games.theme_id', '=', w.themeId)
      .where('events.workflow_state', '!=', 'draft')
      .orderBy('events.date')
      .executeTakeFirstOrThrow();
    const archived = await send('POST', `/api/organizer/themes/${w.themeId}/archive/`, w.msk);
    expect(archived.statusCode).toBe(200);
    expect(json<OrganizerTheme>(archived.body).archived).toBe(true);
    expect(await publicThemes()).not.toContain(w.themeId);
    expect((await organizerThemes(w.msk)).find((x) => x.id === w.themeId)?.archived).toBe(true);

    const refused = await newGame(w.themeId);
    expect(refused.statusCode).toBe(400);
    expect(json(refused.body)).toEqual({ theme: [CATALOGUE_TEXTS.themeArchived] });
    const shown = await app.inject({ method: 'GET', url: `/api/allow_any/event/${game.id}/` });
    expect(shown.statusCode).toBe(200);
    expect(json<{ game: { theme: Theme } }>(shown.body).game.theme.id).toBe(w.themeId);
    if (game.workflow_state !== 'finished' && game.workflow_state !== 'cancelled') {
      const kept = await send('PATCH', `/api/organizer/events/${game.id}/`, w.msk, {
        theme: w.themeId,
        postfix: '#7',
      });
      expect(kept.statusCode).toBe(200);
    }

    const restored = await send('POST', `/api/organizer/themes/${w.themeId}/restore/`, w.msk);
    expect(restored.statusCode).toBe(200);
    expect(json<OrganizerTheme>(restored.body).archived).toBe(false);
    expect(await publicThemes()).toContain(w.themeId);
    expect((await newGame(w.themeId)).statusCode).toBe(201);
  });

  it('merging moves the duplicate’s games, votes and likes to the theme kept and archives it, with history', async () => {
    const duplicate = json<Theme>(
      (await send('POST', '/api/organizer/themes/', w.msk, { title: 'Дубль темы' })).body,
    ).id;
    const game = json<OrganizerEvent>((await newGame(duplicate)).body);
    const player = await app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '79990000002')
      .executeTakeFirstOrThrow();
    const vote = await app.db
      .insertInto('votes')
      .values({ title: 'Следующая тема', city_id: w.mskCity, is_active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('vote_themes')
      .values([{ vote_id: vote.id, theme_id: duplicate }])
      .execute();
    await app.db
      .insertInto('user_votes')
      .values({ vote_id: vote.id, user_id: player.id, theme_id: duplicate })
      .execute();
    await app.db.insertInto('theme_likes').values({ user_id: player.id, theme_id: duplicate }).execute();

    const res = await send('POST', `/api/organizer/themes/${duplicate}/merge/`, w.msk, { into: w.themeId });
    expect(res.statusCode).toBe(200);
    expect(json<OrganizerTheme>(res.body).id).toBe(w.themeId);
    const moved = json<OrganizerEvent>(
      (await app.inject({ method: 'GET', url: `/api/organizer/events/${game.id}/`, headers: auth(w.msk) }))
        .body,
    );
    expect(moved.theme).toBe(w.themeId);
    const offered = await app.db
      .selectFrom('vote_themes')
      .select('theme_id')
      .where('vote_id', '=', vote.id)
      .execute();
    expect(offered.map((r) => r.theme_id)).toEqual([w.themeId]);
    const voted = await app.db
      .selectFrom('user_votes')
      .select('theme_id')
      .where('vote_id', '=', vote.id)
      .execute();
    expect(voted.map((r) => r.theme_id)).toEqual([w.themeId]);
    const liked = await app.db
      .selectFrom('theme_likes')
      .select('theme_id')
      .where('user_id', '=', player.id)
      .execute();
    expect(liked.map((r) => r.theme_id)).toContain(w.themeId);
    expect(liked.map((r) => r.theme_id)).not.toContain(duplicate);

    const listed = (await organizerThemes(w.msk)).find((x) => x.id === duplicate);
    expect(listed).toMatchObject({ archived: true, merged_into: w.themeId, games: 0 });
    expect(await publicThemes()).not.toContain(duplicate);
    const history = json<EventHistoryResponse>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizer/events/${game.id}/history/`,
          headers: auth(w.msk),
        })
      ).body,
    );
    expect(history[0]).toMatchObject({
      action: 'theme.merge',
      summary: CATALOGUE_TEXTS.themeMergedDone(
        'Дубль темы',
        listedTitle(await organizerThemes(w.msk), w.themeId),
      ),
    });
  });

  it('a merge is refused with a Russian 400 for itself, an unknown or archived theme kept, nothing moved', async () => {
    const a = json<Theme>((await send('POST', '/api/organizer/themes/', w.msk, { title: 'Тема А' })).body).id;
    const b = json<Theme>((await send('POST', '/api/organizer/themes/', w.msk, { title: 'Тема Б' })).body).id;
    const merge = (from: number, into: number) =>
      send('POST', `/api/organizer/themes/${from}/merge/`, w.msk, { into });
    const self = await merge(a, a);
    expect([self.statusCode, json(self.body)]).toEqual([400, { into: [CATALOGUE_TEXTS.mergeThemeItself] }]);
    const unknown = await merge(a, 999_999);
    expect([unknown.statusCode, json(unknown.body)]).toEqual([
      400,
      { into: [ORGANIZER_TEXTS.themeNotFound] },
    ]);
    await send('POST', `/api/organizer/themes/${b}/archive/`, w.msk);
    const archived = await merge(a, b);
    expect([archived.statusCode, json(archived.body)]).toEqual([
      400,
      { into: [CATALOGUE_TEXTS.mergeIntoArchivedTheme] },
    ]);
    const row = await app.db
      .selectFrom('themes')
      .select(['archived_at', 'merged_into'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ archived_at: null, merged_into: null });
  });

  it('an organizer of another city may neither archive nor merge a theme of Moscow, in either direction', async () => {
    const minsks = json<Theme>(
      (await send('POST', '/api/organizer/themes/', w.minsk, { title: 'Минская тема' })).body,
    ).id;
    const archive = await send('POST', `/api/organizer/themes/${w.themeId}/archive/`, w.minsk);
    expect([archive.statusCode, json(archive.body)]).toEqual([
      403,
      { detail: ORGANIZER_TEXTS.themeOfOtherCity },
    ]);
    const intoMoscow = await send('POST', `/api/organizer/themes/${minsks}/merge/`, w.minsk, {
      into: w.themeId,
    });
    expect([intoMoscow.statusCode, json(intoMoscow.body)]).toEqual([
      403,
      { detail: ORGANIZER_TEXTS.themeOfOtherCity },
    ]);
    const fromMoscow = await send('POST', `/api/organizer/themes/${w.themeId}/merge/`, w.minsk, {
      into: minsks,
    });
    expect(fromMoscow.statusCode).toBe(403);
    const rows = await app.db
      .selectFrom('themes')
      .select(['id', 'archived_at'])
      .where('id', 'in', [minsks, w.themeId])
      .execute();
    expect(rows.every((r) => r.archived_at === null)).toBe(true);
    const listed = await organizerThemes(w.minsk);
    expect(listed.find((x) => x.id === w.themeId)?.editable).toBe(false);
    expect(listed.find((x) => x.id === minsks)?.editable).toBe(true);
  });
});

function listedTitle(themes: readonly OrganizerTheme[], id: number): string {
  return themes.find((x) => x.id === id)?.title ?? '';
}
