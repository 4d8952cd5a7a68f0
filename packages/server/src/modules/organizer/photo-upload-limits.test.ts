/**
 * Oversized organizer uploads, on SQLite and PostgreSQL: a request declaring more than 10 photos of
 * 20 MB, one without a declared size, a file over 20 MB, too many files: 413 / 411 / 400 in Russian
 * before anything is stored (the connection closed after a 413, so the rest of the body is not read);
 * every temporary file of an upload (files stream to disk, not to memory) is gone when the answer is sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { fingerprint } from '../../../test/fingerprint';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, jpeg, multipart, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer upload limits', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  let tmp: string;
  const tmpBefore = process.env.TMPDIR;

  const url = () => `/api/organizer/events/${w.eventId}/photos/`;
  const upload = (files: readonly Buffer[]) => {
    const form = multipart('photos', files);
    return app.inject({
      method: 'POST',
      url: url(),
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    // the uploads' temporary files go to a directory of this test alone, so it can see them gone
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-photo-uploads-'));
    process.env.TMPDIR = tmp;
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (tmpBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpBefore;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a request declaring more than the upload limit: 413 in Russian before reading it, connection closed', async () => {
    const before = await fingerprint(app);
    const form = multipart('photos', [await jpeg()]);
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: {
        ...auth(w.msk),
        ...form.headers,
        'content-length': String(2 * 190 * 1024 * 1024),
      },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(json(res.body)).toEqual({ detail: PHOTO_TEXTS.requestTooLarge });
    expect(res.headers.connection).toBe('close');
    expect(await fingerprint(app)).toBe(before);
  });

  it('an upload without a declared size: 411 in Russian, nothing stored', async () => {
    const before = await fingerprint(app);
    const form = multipart('photos', [await jpeg()]);
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: { ...auth(w.msk), ...form.headers },
      payload: Readable.from([form.payload]),
    });
    expect(res.statusCode).toBe(411);
    expect(json(res.body)).toEqual({ detail: PHOTO_TEXTS.lengthRequired });
    expect(await fingerprint(app)).toBe(before);
  });

  it('a file over 20 MB in a request within the limit: 413 in Russian, nothing stored, no file left', async () => {
    const before = await fingerprint(app);
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1024 * 1024, 7);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload([await jpeg(), big]);
    expect(res.statusCode).toBe(413);
    expect(json(res.body)).toEqual({ detail: PHOTO_TEXTS.tooLarge });
    expect(res.headers.connection).toBe('close');
    expect(await fingerprint(app)).toBe(before);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it(`${PHOTOS_PER_UPLOAD + 1} files in one request: 400 «не больше ${PHOTOS_PER_UPLOAD} фото»; two theme pictures: 400`, async () => {
    const before = await fingerprint(app);
    const small = await jpeg();
    const res = await upload(Array.from({ length: PHOTOS_PER_UPLOAD + 1 }, () => small));
    expect([res.statusCode, json(res.body)]).toEqual([400, { photos: [PHOTO_TEXTS.tooMany] }]);
    const form = multipart('picture', [small, small]);
    const theme = await app.inject({
      method: 'PUT',
      url: `/api/organizer/themes/${w.themeId}/picture/`,
      headers: { ...auth(w.msk), ...form.headers },
      payload: form.payload,
    });
    expect([theme.statusCode, json(theme.body)]).toEqual([400, { picture: [PHOTO_TEXTS.onePicture] }]);
    expect(await fingerprint(app)).toBe(before);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
