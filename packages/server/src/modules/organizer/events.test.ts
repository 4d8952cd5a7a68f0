/**
 * A game's life in the console on SQLite and PostgreSQL: a draft is not on the city's home, publishing
 * puts it there at once; «История изменений» records who changed what; the venue's CSV opens in Excel
 * (BOM, Cyrillic); cancelling tells every player (outbox) and marks the game cancelled on the home
 * page; postponing tells them the new date; photos arrive rotated, without their location, and show in the
 * public photo report.
 */
import type {
  AuditEntry,
  EventAlbumResponse,
  LandingFeedResponse,
  OrganizerEvent,
  OrganizerPhotos,
} from '@quiz/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describeEachDb, eventually, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, jpeg, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer games', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const home = async () =>
    json<LandingFeedResponse>(
      (await app.inject({ method: 'GET', url: `/api/landing_feed?city=${w.mskCity}` })).body,
    ).events.map((e) => e.id);
  const patch = (id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/organizer/events/${id}/`, headers: auth(w.msk), payload });
  const devMessages = async (text: RegExp) =>
    (await app.db.selectFrom('dev_messages').select(['phone', 'text']).execute()).filter((m) =>
      text.test(m.text),
    );

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps a draft off the home page and shows the game there as soon as it is published', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/events/',
      headers: auth(w.msk),
      payload: {
        theme: w.themeId,
        place: w.placeId,
        date: future(5),
        cost: 700,
        postfix: 'Спецвыпуск',
        max_teams: 12,
      },
    });
    expect(created.statusCode).toBe(201);
    const event = json<OrganizerEvent>(created.body);
    expect(event.workflow_state).toBe('draft');
    expect(await home()).not.toContain(event.id);
    const published = await patch(event.id, { action: 'publish' });
    expect(json<OrganizerEvent>(published.body).workflow_state).toBe('published');
    expect(await home()).toContain(event.id);

    const history = json<AuditEntry[]>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizer/events/${event.id}/history/`,
          headers: auth(w.msk),
        })
      ).body,
    );
    expect(history.map((h) => h.summary)).toEqual(['Игра опубликована', 'Игра создана (черновик)']);
    expect(history[0]?.by.name).toBe('Ольга Организаторова');
    expect(history[0]?.changes).toContainEqual({
      field: 'workflow_state',
      before: 'draft',
      after: 'published',
    });
  });

  it('gives the venue a CSV that Excel opens with Cyrillic (UTF-8 with BOM)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/organizer/events/${w.eventId}/registrations/?format=csv`,
      headers: auth(w.msk),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '№;Команда;Статус;Капитан;Телефон капитана;Участников;Игроки;Пришла;Пришло человек',
    );
    const team = await app.db
      .selectFrom('event_teams')
      .select('title')
      .where('id', '=', w.eventTeamId)
      .executeTakeFirstOrThrow();
    expect(res.body).toContain(team.title);
  });

  it('tells everyone on a postponed game the new date, and on a cancelled one that it is off', async () => {
    const moved = await patch(w.eventId, { action: 'postpone', date: future(9) });
    expect(moved.statusCode).toBe(200);
    // the notices go out from the job queue, after the answer
    await eventually(async () => (await devMessages(/перенесена на/)).length > 0);
    expect(await home()).toContain(w.eventId);

    const cancelled = await patch(w.eventId, { action: 'cancel' });
    expect(json<OrganizerEvent>(cancelled.body).workflow_state).toBe('cancelled');
    const captains = await app.db
      .selectFrom('event_teams')
      .innerJoin('teams', 'teams.id', 'event_teams.team_id')
      .innerJoin('users', 'users.id', 'teams.captain_id')
      .select('users.phone')
      .where('event_teams.event_id', '=', w.eventId)
      .execute();
    const players = await app.db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .innerJoin('users', 'users.id', 'event_players.user_id')
      .select('users.phone')
      .where('event_teams.event_id', '=', w.eventId)
      .execute();
    const everyone = new Set([...captains, ...players].flatMap((c) => (c.phone ? [c.phone] : [])));
    const toldPhones = async () => new Set((await devMessages(/отменена/)).map((m) => m.phone));
    // every notice out of the queue (or the last set seen, which the assertion then shows)
    const told = await eventually(async () => {
      const phones = await toldPhones();
      return phones.size >= everyone.size ? phones : null;
    }).catch(toldPhones);
    expect(told).toEqual(everyone);
    // still on the home page until its date, marked cancelled
    const card = json<LandingFeedResponse>(
      (await app.inject({ method: 'GET', url: `/api/landing_feed?city=${w.mskCity}` })).body,
    ).events.find((e) => e.id === w.eventId);
    expect(card?.workflow_state).toBe('cancelled');
    expect((await patch(w.eventId, { action: 'publish' })).statusCode).toBe(400);
  });

  it('stores photos rotated by their EXIF, without the location, and shows them in the photo report', async () => {
    const photo = await jpeg(64, 32, { orientation: 6, gps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const form = multipart('photos', [photo, await jpeg(40, 40)]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/organizer/events/${w.eventId}/photos/`,
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const { album, photos } = json<OrganizerPhotos>(res.body);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [32, 64],
      [40, 40],
    ]);
    const file = await app.inject({ method: 'GET', url: photos[0]?.file_url ?? '' });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([32, 64]);
    const report = json<EventAlbumResponse>(
      (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/album` })).body,
    );
    expect(report.id).toBe(album);
    expect(report.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
  });
});
