/**
 * Themes and venues from the console on SQLite and PostgreSQL: a theme gets a generated picture, then
 * an uploaded one (served as JPEG); a venue is created with its tables, and an edit that lists the
 * tables keeps the named ones, adds the new ones and removes the rest (their teams unseated). A venue is
 * created once per form (its request key) and never twice by name in a city, edited, archived (out of the
 * choices for new games, still on its games) and restored, and a duplicate is merged into the venue kept
 * (its games move, teams of games ahead seated at its tables are unseated, it is archived, the history
 * says so); an organizer of another city changes none of it. The theme rules are in ./themes.test.ts.
 */
import type {
  EventHistoryResponse,
  OrganizerEvent,
  OrganizerPlace,
  OrganizerPlacesResponse,
  Theme,
} from '@quiz/contract';
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import {
  auth,
  jpeg,
  multipart,
  type OrganizerWorld,
  organizerWorld,
  requestKey,
} from '../../../test/organizer-world';

const future = (days = 9) => new Date(Date.now() + days * 86_400_000).toISOString();

describeEachDb('organizer themes and venues', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('creates a theme with a generated picture and replaces it with an uploaded one', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/themes/',
      headers: auth(w.msk),
      payload: { title: '  Звёздные войны: архив  ', description: 'Далёкая галактика' },
    });
    expect(created.statusCode).toBe(201);
    const theme = json<Theme>(created.body);
    expect(theme.title).toBe('Звёздные войны: архив');
    expect(theme.picture).toMatch(/\.svg$/);
    const form = multipart('picture', [await jpeg(2400, 1200)]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${theme.id}/picture/`,
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = json<Theme>(res.body);
    expect(updated.picture).toMatch(/\/images\/\d+\.jpg$/);
    const file = await app.inject({ method: 'GET', url: updated.picture_thumb });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const themes = json<Theme[]>((await app.inject({ method: 'GET', url: '/api/theme/' })).body);
    expect(themes.find((x) => x.id === theme.id)?.picture).toBe(updated.picture);
  });

  it('creates a venue with tables and replaces its tables by an edit', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/places/',
      headers: auth(w.msk),
      payload: {
        city: w.mskCity,
        title: 'Паб «Сова»',
        address: 'Мясницкая, 10',
        coordinates: { lat: 55.76, lon: 37.63 },
        max_teams: 8,
        seats: [
          { title: 'Стол 1', capacity: 6, max_capacity: 8 },
          { title: 'Стол 2', capacity: 4, max_capacity: 6 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const place = json<OrganizerPlace>(created.body);
    expect(place.seats.map((s) => s.title)).toEqual(['Стол 1', 'Стол 2']);
    expect(place.capacity).toBe(10);
    const [first] = place.seats;
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/places/${place.id}/`,
      headers: auth(w.msk),
      payload: {
        seats: [
          { id: first?.id, title: 'Стол у окна', capacity: 6, max_capacity: 8 },
          { title: 'Стол 3', capacity: 5, max_capacity: 5 },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = json<OrganizerPlace>(edited.body);
    expect(after.seats.map((s) => [s.id === first?.id, s.title])).toEqual([
      [true, 'Стол у окна'],
      [false, 'Стол 3'],
    ]);
    const list = json<OrganizerPlacesResponse>(
      (await app.inject({ method: 'GET', url: '/api/organizer/places/', headers: auth(w.msk) })).body,
    );
    expect(list.every((p) => p.city === w.mskCity)).toBe(true);
    expect(list.map((p) => p.id)).toContain(place.id);
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/places/${place.id}/`,
      headers: auth(w.msk),
      payload: { seats: [{ id: 999_999, title: 'Чужой', capacity: 1, max_capacity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
  });

  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const venue = (title: string, extra: object = {}) => ({
    city: w.mskCity,
    title,
    address: 'Тверская, 1',
    coordinates: { lat: 55.76, lon: 37.61 },
    ...extra,
  });
  const createVenue = async (title: string, extra: object = {}) => {
    const res = await send('POST', '/api/organizer/places/', w.msk, venue(title, extra));
    expect(res.statusCode).toBe(201);
    return json<OrganizerPlace>(res.body);
  };
  const places = async (token: string) =>
    json<OrganizerPlacesResponse>(
      (await app.inject({ method: 'GET', url: '/api/organizer/places/', headers: auth(token) })).body,
    );
  const placesTitled = async (title: string) =>
    (await app.db.selectFrom('places').select('id').where('title', '=', title).execute()).length;
  const aTheme = async () =>
    (
      await app.db
        .selectFrom('themes')
        .select('id')
        .where('archived_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const newGame = async (place: number) =>
    send('POST', '/api/organizer/events/', w.msk, {
      theme: await aTheme(),
      place,
      date: future(),
      cost: 500,
    });

  it('a retried venue create with the same request key makes one venue, even sent three times at once', async () => {
    const body = venue('Бар «Повтор»', { request_key: requestKey() });
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/organizer/places/', w.msk, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => json<OrganizerPlace>(a.body).id)).size).toBe(1);
    expect(await placesTitled('Бар «Повтор»')).toBe(1);
  });

  it('the same name as an active venue of the city is a 409 naming it; another city may have it', async () => {
    const first = await createVenue('Бар «Близнец»');
    const twin = await send(
      'POST',
      '/api/organizer/places/',
      w.msk,
      venue('  бар близнец ', { request_key: requestKey() }),
    );
    expect(twin.statusCode).toBe(409);
    const body = json<{ detail: string; place: OrganizerPlace }>(twin.body);
    expect(body).toMatchObject({
      detail: CATALOGUE_TEXTS.placeExists('Бар «Близнец»'),
      place: { id: first.id },
    });
    expect(await placesTitled('  бар близнец ')).toBe(0);
    const minsk = await send('POST', '/api/organizer/places/', w.minsk, {
      ...venue('Бар «Близнец»'),
      city: w.minskCity,
    });
    expect(minsk.statusCode).toBe(201);
  });

  it('edits a venue’s name, address and limits; a name of another active venue of the city is refused', async () => {
    const place = await createVenue('Кафе «Черновик»');
    const edited = await send('PATCH', `/api/organizer/places/${place.id}/`, w.msk, {
      title: 'Кафе «Чистовик»',
      address: 'Арбат, 5',
      max_teams: 12,
      max_players_in_team: 7,
    });
    expect(edited.statusCode).toBe(200);
    expect(json<OrganizerPlace>(edited.body)).toMatchObject({
      title: 'Кафе «Чистовик»',
      address: 'Арбат, 5',
      max_teams: 12,
      max_players_in_team: 7,
    });
    const other = await createVenue('Кафе «Занято»');
    const taken = await send('PATCH', `/api/organizer/places/${place.id}/`, w.msk, { title: 'кафе занято' });
    expect([taken.statusCode, json(taken.body)]).toEqual([
      400,
      { title: [CATALOGUE_TEXTS.placeExists('кафе занято')] },
    ]);
    expect(other.id).not.toBe(place.id);
  });

  it('archiving takes a venue out of the choices for new games and keeps it on its games; restoring brings it back', async () => {
    const place = await createVenue('Паб «Архивный»');
    const game = json<OrganizerEvent>((await newGame(place.id)).body);
    const archived = await send('POST', `/api/organizer/places/${place.id}/archive/`, w.msk);
    expect(archived.statusCode).toBe(200);
    expect(json<OrganizerPlace>(archived.body)).toMatchObject({ archived: true, games: 1 });
    expect((await places(w.msk)).find((p) => p.id === place.id)?.archived).toBe(true);
    const refused = await newGame(place.id);
    expect([refused.statusCode, json(refused.body)]).toEqual([
      400,
      { place: [CATALOGUE_TEXTS.placeArchived] },
    ]);
    const kept = await send('PATCH', `/api/organizer/events/${game.id}/`, w.msk, {
      place: place.id,
      postfix: '#2',
    });
    expect(kept.statusCode).toBe(200);
    expect(json<OrganizerEvent>(kept.body).place).toBe(place.id);
    const restored = await send('POST', `/api/organizer/places/${place.id}/restore/`, w.msk);
    expect(json<OrganizerPlace>(restored.body).archived).toBe(false);
    expect((await newGame(place.id)).statusCode).toBe(201);
  });

  it('merging moves the duplicate’s games to the venue kept, unseats teams ahead at its tables, archives it, with history', async () => {
    const duplicate = await createVenue('Бар «Дубль»', {
      seats: [{ title: 'Стол Д', capacity: 6, max_capacity: 8 }],
    });
    const table = duplicate.seats[0]?.id ?? 0;
    await app.db.updateTable('events').set({ place_id: duplicate.id }).where('id', '=', w.eventId).execute();
    await app.db
      .insertInto('event_team_seating')
      .values({
        event_team_id: w.eventTeamId,
        event_id: w.eventId,
        is_in_game: 1,
        seat_id: table,
        version: 3,
      })
      .onConflict((oc) => oc.column('event_team_id').doUpdateSet({ seat_id: table, version: 3 }))
      .execute();
    const res = await send('POST', `/api/organizer/places/${duplicate.id}/merge/`, w.msk, {
      into: w.placeId,
    });
    expect(res.statusCode).toBe(200);
    expect(json<OrganizerPlace>(res.body).id).toBe(w.placeId);
    const game = await app.inject({
      method: 'GET',
      url: `/api/organizer/events/${w.eventId}/`,
      headers: auth(w.msk),
    });
    expect(json<OrganizerEvent>(game.body).place).toBe(w.placeId);
    const seating = await app.db
      .selectFrom('event_team_seating')
      .select(['seat_id', 'version'])
      .where('event_team_id', '=', w.eventTeamId)
      .executeTakeFirstOrThrow();
    expect(seating).toEqual({ seat_id: null, version: 4 });
    expect((await places(w.msk)).find((p) => p.id === duplicate.id)).toMatchObject({
      archived: true,
      merged_into: w.placeId,
      games: 0,
    });
    const history = json<EventHistoryResponse>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizer/events/${w.eventId}/history/`,
          headers: auth(w.msk),
        })
      ).body,
    );
    expect(history[0]?.action).toBe('place.merge');
  });

  it('a venue merge is refused for itself, another city’s venue and an archived one, and for an organizer of another city', async () => {
    const a = await createVenue('Бар «А»');
    const b = await createVenue('Бар «Б»');
    const merge = (token: string, from: number, into: number) =>
      send('POST', `/api/organizer/places/${from}/merge/`, token, { into });
    const self = await merge(w.msk, a.id, a.id);
    expect([self.statusCode, json(self.body)]).toEqual([400, { into: [CATALOGUE_TEXTS.mergePlaceItself] }]);
    const minskPlace = await merge(w.msk, a.id, w.minskPlaceId);
    expect([minskPlace.statusCode, json(minskPlace.body)]).toEqual([
      403,
      { detail: ORGANIZER_TEXTS.notOrganizerOfCity },
    ]);
    await send('POST', `/api/organizer/places/${b.id}/archive/`, w.msk);
    const archived = await merge(w.msk, a.id, b.id);
    expect([archived.statusCode, json(archived.body)]).toEqual([
      400,
      { into: [CATALOGUE_TEXTS.mergeIntoArchivedPlace] },
    ]);
    const byMinsk = await merge(w.minsk, w.minskPlaceId, a.id);
    expect([byMinsk.statusCode, json(byMinsk.body)]).toEqual([
      403,
      { detail: ORGANIZER_TEXTS.notOrganizerOfCity },
    ]);
    const archiveByMinsk = await send('POST', `/api/organizer/places/${a.id}/archive/`, w.minsk);
    expect(archiveByMinsk.statusCode).toBe(403);
    const rows = await app.db
      .selectFrom('places')
      .select(['id', 'archived_at'])
      .where('id', 'in', [a.id, w.minskPlaceId])
      .execute();
    expect(rows.every((r) => r.archived_at === null)).toBe(true);
  });
});
