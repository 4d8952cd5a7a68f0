/**
 * The photo report under parallel uploads, on SQLite and PostgreSQL (where transactions really run side
 * by side):
 * - six parallel first uploads to one game make one album: every acknowledged photo is shown and can
 *   be deleted (each upload used to make its own album, the game kept the last one);
 * - five parallel uploads of 10 photos to a report of 490: exactly one fits, the others are refused
 *   and the report holds 500 (it held 540).
 */
import type { OrganizerPhotos } from '@quiz/contract';
import { PHOTO_TEXTS, PHOTOS_PER_EVENT, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, jpeg, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer photo report races', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  /** another game of the organizer's city, without a photo report yet */
  let otherEvent: number;

  const url = (eventId = w.eventId) => `/api/organizer/events/${eventId}/photos/`;
  const upload = (files: readonly Buffer[], eventId = w.eventId) => {
    const form = multipart('photos', files);
    return app.inject({
      method: 'POST',
      url: url(eventId),
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
  };
  const report = async (eventId = w.eventId) =>
    json<OrganizerPhotos>((await app.inject({ url: url(eventId), headers: auth(w.msk) })).body);

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    const other = await app.db
      .selectFrom('events')
      .select('id')
      .where('city_id', '=', w.mskCity)
      .where('id', '!=', w.eventId)
      .where('album_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherEvent = other.id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('six parallel first uploads make one album: all 12 photos are shown and each can be deleted', async () => {
    expect((await report()).album).toBeNull();
    const pictures = await Promise.all([jpeg(40, 30), jpeg(30, 40)]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(pictures)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const { album, photos } = await report();
    expect(photos).toHaveLength(12);
    const albums = new Set(answers.map((r) => json<OrganizerPhotos>(r.body).album));
    expect([...albums]).toEqual([album]);
    const publicReport = json<{ id: number; photos: unknown[] }>(
      (await app.inject({ url: `/api/event/${w.eventId}/album` })).body,
    );
    expect([publicReport.id, publicReport.photos.length]).toEqual([album, 12]);
    for (const photo of photos) {
      const res = await app.inject({ method: 'DELETE', url: `${url()}${photo.id}/`, headers: auth(w.msk) });
      expect(res.statusCode).toBe(200);
    }
    expect((await report()).photos).toEqual([]);
  }, 60_000);

  it(`five parallel uploads of ${PHOTOS_PER_UPLOAD} to a report of 490: one fits, the report holds ${PHOTOS_PER_EVENT}`, async () => {
    expect((await upload([await jpeg()], otherEvent)).statusCode).toBe(201);
    const { album } = await report(otherEvent);
    if (album === null) throw new Error('the upload made no album');
    // generated pictures stand for the rest of the 490 (uploading them would take minutes)
    const rows = Array.from({ length: PHOTOS_PER_EVENT - PHOTOS_PER_UPLOAD - 1 }, (_, i) => ({
      album_id: album,
      file_url: `/media/photos/${i}.svg`,
      thumbnail_url: `/media/photos/${i}_thumb.svg`,
      width: 1600,
      height: 1067,
      sort_order: i + 2,
    }));
    await app.db.insertInto('photos').values(rows).execute();
    const ten = await Promise.all(Array.from({ length: PHOTOS_PER_UPLOAD }, (_, i) => jpeg(20 + i, 20)));
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(ten, otherEvent)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const refused of answers.filter((r) => r.statusCode === 400))
      expect(json(refused.body)).toEqual({ photos: [PHOTO_TEXTS.eventFull] });
    expect((await report(otherEvent)).photos).toHaveLength(PHOTOS_PER_EVENT);
  }, 60_000);
});
