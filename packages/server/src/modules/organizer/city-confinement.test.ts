/**
 * Organizers stay in their city, on SQLite and PostgreSQL: request sequences of an organizer of Минск
 * against Moscow's review summary, a theme only Moscow shows and Moscow's united listing; the theme
 * rule (games and votes of his cities only; an unused theme is its creator's city's); a draft game in
 * no united listing; and a draft game's live results, results stream, page and calendar hidden (404)
 * from everyone but the organizers of its city.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, jpeg, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

const future = (days = 9) => new Date(Date.now() + days * 86_400_000).toISOString();
const MSK_TAG = 'msk-united-1';

interface ListedEvent {
  id: number;
  united: boolean;
  unitedEvents: { id: number }[];
}

/** The status and body of a GET that may answer a never-ending event stream (read until the headers). */
async function streamAnswer(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  const request = http.get({ host: '127.0.0.1', port, path, headers });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream')) {
    request.destroy();
    return { status: response.statusCode ?? 0, type, body: '' };
  }
  let body = '';
  response.setEncoding('utf8');
  for await (const chunk of response) body += chunk;
  return { status: response.statusCode ?? 0, type, body };
}

describeEachDb('organizers confined to their city', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
    app.inject({ method, url, headers: auth(token), payload });
  const putPicture = async (themeId: number, token: string) => {
    const form = multipart('picture', [await jpeg()]);
    return app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${themeId}/picture/`,
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    });
  };
  const themeRow = (id: number) =>
    app.db.selectFrom('themes').select(['title', 'picture']).where('id', '=', id).executeTakeFirstOrThrow();
  const createTheme = async (token: string, title: string) =>
    json<{ id: number }>((await send('POST', '/api/organizer/themes/', token, { title })).body).id;
  const listing = async (tag: string) =>
    json<ListedEvent[]>((await get(`/api/allow_any/event/?united_tag=${tag}`)).body);

  it('a Минск organizer does not read a Moscow game’s review summary, nor is offered it', async () => {
    const reviewed = await app.db
      .selectFrom('reviews')
      .innerJoin('events', 'events.id', 'reviews.event_id')
      .select('events.id')
      .where('reviews.is_completed', '=', 1)
      .where('events.city_id', '=', w.mskCity)
      .executeTakeFirstOrThrow();
    const url = `/api/event/${reviewed.id}/reviews/summary/`;
    const minsk = await get(url, w.minsk);
    expect(minsk.statusCode).toBe(403);
    expect(json(minsk.body)).toEqual({ detail: ORGANIZER_TEXTS.notOrganizerOfCity });
    expect((await get(url, w.msk)).statusCode).toBe(200);
    const page = async (token: string) =>
      json<{ can_see_summary: boolean }>((await get(`/api/event/${reviewed.id}/review/`, token)).body)
        .can_see_summary;
    expect(await page(w.minsk)).toBe(false);
    expect(await page(w.msk)).toBe(true);
  });

  it('a Минск organizer neither renames nor re-pictures a theme only Moscow shows', async () => {
    const before = await themeRow(w.themeId);
    const renamed = await send('PATCH', `/api/organizer/themes/${w.themeId}/`, w.minsk, { title: 'Взлом' });
    expect(renamed.statusCode).toBe(403);
    expect(json(renamed.body)).toEqual({ detail: ORGANIZER_TEXTS.themeOfOtherCity });
    const pictured = await putPicture(w.themeId, w.minsk);
    expect(pictured.statusCode).toBe(403);
    expect(json(pictured.body)).toEqual({ detail: ORGANIZER_TEXTS.themeOfOtherCity });
    expect(await themeRow(w.themeId)).toEqual(before);
    const own = await send('PATCH', `/api/organizer/themes/${w.themeId}/`, w.msk, {
      description: 'Про Москву.',
    });
    expect(own.statusCode).toBe(200);
  });

  it('a theme shown in two cities is changed by neither city’s organizer alone', async () => {
    const shared = await app.db
      .selectFrom('games')
      .innerJoin('events', 'events.game_id', 'games.id')
      .select('games.theme_id')
      .groupBy('games.theme_id')
      .having((eb) => eb.fn.count('events.city_id').distinct(), '>', 1)
      .orderBy('games.theme_id')
      .executeTakeFirstOrThrow();
    for (const token of [w.msk, w.spb, w.minsk]) {
      const res = await send('PATCH', `/api/organizer/themes/${shared.theme_id}/`, token, { title: 'Общая' });
      expect(res.statusCode).toBe(403);
    }
    expect((await themeRow(shared.theme_id)).title).not.toBe('Общая');
  });

  it('an unused theme is its creator’s city’s; 404 for an unknown one', async () => {
    const moscows = await createTheme(w.msk, 'Москва слезам не верит');
    expect(
      (await send('PATCH', `/api/organizer/themes/${moscows}/`, w.minsk, { title: 'Нет' })).statusCode,
    ).toBe(403);
    expect((await putPicture(moscows, w.minsk)).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/organizer/themes/${moscows}/`, w.msk, { title: 'Да' })).statusCode,
    ).toBe(200);
    const minsks = await createTheme(w.minsk, 'Драники');
    expect((await putPicture(minsks, w.minsk)).statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/organizer/themes/${minsks}/`, w.msk, { title: 'Нет' })).statusCode,
    ).toBe(403);
    const unknown = await send('PATCH', '/api/organizer/themes/999999/', w.msk, { title: 'Нет' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown.body)).toEqual({ detail: ORGANIZER_TEXTS.themeNotFound });
  });

  it('a Минск organizer adds no game, draft or published, to Moscow’s united listing', async () => {
    const before = (await listing(MSK_TAG)).map((e) => e.id).sort();
    const theme = await createTheme(w.minsk, 'Минский квиз');
    for (const publish of [false, true]) {
      const res = await send('POST', '/api/organizer/events/', w.minsk, {
        theme,
        place: w.minskPlaceId,
        date: future(),
        cost: 25,
        united_tag: MSK_TAG,
        publish,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ united_tag: [ORGANIZER_TEXTS.unitedTagOfOtherCity] });
    }
    const own = await send('POST', '/api/organizer/events/', w.minsk, {
      theme,
      place: w.minskPlaceId,
      date: future(),
      cost: 25,
      publish: true,
    });
    expect(own.statusCode).toBe(201);
    const ownId = json<{ id: number }>(own.body).id;
    const joined = await send('PATCH', `/api/organizer/events/${ownId}/`, w.minsk, { united_tag: MSK_TAG });
    expect(joined.statusCode).toBe(400);
    expect(json(joined.body)).toEqual({ united_tag: [ORGANIZER_TEXTS.unitedTagOfOtherCity] });
    const after = await listing(MSK_TAG);
    expect(after.map((e) => e.id).sort()).toEqual(before);
    expect([...new Set(after.flatMap((e) => e.unitedEvents.map((u) => u.id)))].sort()).toEqual(before);
  });

  it('a draft game is in no united listing, even its own city’s', async () => {
    const before = await listing(MSK_TAG);
    const draft = await send('POST', '/api/organizer/events/', w.msk, {
      theme: w.themeId,
      place: w.placeId,
      date: future(),
      cost: 700,
      united_tag: MSK_TAG,
    });
    expect(draft.statusCode).toBe(201);
    const draftId = json<{ id: number; workflow_state: string }>(draft.body);
    expect(draftId.workflow_state).toBe('draft');
    const after = await listing(MSK_TAG);
    expect(after).toEqual(before);
    expect(after.every((e) => !e.unitedEvents.some((u) => u.id === draftId.id))).toBe(true);
    const one = json<ListedEvent>((await get(`/api/allow_any/event/${before[0]?.id}/`)).body);
    expect(one.unitedEvents.map((u) => u.id)).not.toContain(draftId.id);
  });

  it('a draft game’s live results, stream, page and calendar are 404 but to its city’s organizers', async () => {
    const draft = await app.db
      .selectFrom('events')
      .select(['id', 'city_id'])
      .where('workflow_state', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(draft.city_id).toBe(w.spbCity);
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const hidden = { detail: ORGANIZER_TEXTS.eventNotFound };
    for (const token of [undefined, w.player, w.msk]) {
      const live = await get(`/api/event/${draft.id}/live_results/`, token);
      expect(live.statusCode).toBe(404);
      expect(json(live.body)).toEqual(hidden);
      const stream = await streamAnswer(
        port,
        `/api/event/${draft.id}/results_stream/`,
        token ? auth(token) : {},
      );
      expect(stream.status).toBe(404);
      expect(json(stream.body)).toEqual(hidden);
      for (const path of ['calendar.ics', 'with_game_package/']) {
        const res = await get(`/api/event/${draft.id}/${path}`, token);
        expect(res.statusCode).toBe(404);
      }
      expect((await get(`/api/allow_any/event/${draft.id}/`, token)).statusCode).toBe(404);
      expect((await get(`/api/events_scores/${draft.id}/`, token)).statusCode).toBe(404);
    }
    const organizer = await get(`/api/event/${draft.id}/live_results/`, w.spb);
    expect(organizer.statusCode).toBe(200);
    expect(json(organizer.body)).toMatchObject({ event_id: draft.id });
    const stream = await streamAnswer(port, `/api/event/${draft.id}/results_stream/`, auth(w.spb));
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
  });
});
