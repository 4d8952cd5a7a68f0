/**
 * Decompression bombs as the avatar, on SQLite and PostgreSQL: a small PNG of an all-zero grey picture
 * decodes to tens of megabytes and took seconds of the event loop. Now the header is checked against
 * AVATAR_MAX_PIXELS before decoding (over it: a Russian 400 at once) and a picture within the budget
 * is decoded in the worker thread, so the server keeps answering meanwhile; uploads are limited per user.
 */
import { AVATAR_MAX_PIXELS, PROFILE_TEXTS } from '@quiz/domain';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { multipartForm } from '../../../test/multipart';
import { zeroPng } from '../../../test/pictures';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

describeEachDb('avatar decompression bombs', (target) => {
  let t: TestApp;
  let token: string;
  // the probe's bomb (6300×6300, 38 KB) and the largest one within the budget
  const overBudget = zeroPng(6300);
  const withinBudget = zeroPng(Math.floor(Math.sqrt(AVATAR_MAX_PIXELS)));

  beforeAll(async () => {
    t = await startTestApp(target);
    const row = await t.app.db
      .insertInto('users')
      .values({ first_name: 'Вера', phone: '79030000091', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = await issueToken(t.app.db, Number(row.id));
  }, 60_000);
  afterAll(async () => t?.close());

  const upload = (bytes: Buffer) => {
    const body = multipartForm([{ name: 'avatar', value: bytes, filename: 'a.png', type: 'image/png' }]);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Token ${token}` },
    });
  };
  const healthMs = async () => {
    const start = performance.now();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    return performance.now() - start;
  };

  it('a bomb over the pixel budget is refused at once with a Russian 400', async () => {
    expect(overBudget.length).toBeLessThan(64 * 1024);
    const start = performance.now();
    const res = await upload(overBudget);
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ avatar: [PROFILE_TEXTS.avatarTooManyPixels] });
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('four bombs within the budget in parallel: /api/health keeps answering while they decode', async () => {
    let done = false;
    const started = performance.now();
    let uploadsMs = 0;
    const uploads = Promise.all([1, 2, 3, 4].map(() => upload(withinBudget))).finally(() => {
      done = true;
      uploadsMs = performance.now() - started;
    });
    const timings: number[] = [];
    while (!done) {
      timings.push(await healthMs());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await uploads;
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(timings.length).toBeGreaterThan(3);
    // Alone on this machine every answer takes < 200 ms (measured: median 1 ms, max 163 ms), a figure for
    // the notes, not an assertion: a loaded machine can exceed any fixed bound. What is asserted is a shape
    // a slower machine scales alike: a decode on the event loop holds every answer for its whole length
    // (3 s for the 6300² bomb here, most of the uploads' time), so no answer may wait half of that time.
    expect(Math.max(...timings)).toBeLessThan(uploadsMs / 2);
  }, 120_000);

  it('uploads are limited per user: the 21st save in 10 minutes is a 429 in Russian', async () => {
    const statuses: number[] = [];
    // the two tests above made 5 saves
    for (let i = 0; i < 16; i += 1) statuses.push((await upload(overBudget)).statusCode);
    expect(statuses.slice(0, 15).every((s) => s === 400)).toBe(true);
    expect(statuses[15]).toBe(429);
    const refused = await upload(overBudget);
    expect(json(refused.body)).toMatchObject({ detail: expect.stringMatching(/^Слишком много запросов\./) });
  });
});
