/**
 * Avatars uploaded faster than the decoding thread takes them, on SQLite and PostgreSQL: the thread
 * decodes one at a time and at most 8 wait; one more is refused at once with a Russian 429 that says
 * when to come back (`retry_after` and the Retry-After header), and the refused upload changes nothing.
 */
import { AVATAR_MAX_PIXELS, PROFILE_TEXTS } from '@quiz/domain';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { multipartForm } from '../../../test/multipart';
import { zeroPng } from '../../../test/pictures';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

describeEachDb('avatar decoding queue', (target) => {
  let t: TestApp;
  // the largest picture within the budget: a second or more of decoding each
  const slow = zeroPng(Math.floor(Math.sqrt(AVATAR_MAX_PIXELS)));
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    for (let i = 0; i < 12; i += 1) {
      const row = await t.app.db
        .insertInto('users')
        .values({
          first_name: `Вера ${i}`,
          phone: `790300001${String(i).padStart(2, '0')}`,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(await issueToken(t.app.db, Number(row.id)));
    }
  }, 60_000);
  afterAll(async () => t?.close());

  const upload = (token: string) => {
    const body = multipartForm([{ name: 'avatar', value: slow, filename: 'a.png', type: 'image/png' }]);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Token ${token}` },
    });
  };

  it('twelve at once: nine are taken (one decoding, eight waiting), three get a 429 with retry_after', async () => {
    const answers = await Promise.all(tokens.map((token) => upload(token)));
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    for (const r of refused) {
      const body = json<{ detail: string; retry_after: number }>(r.body);
      expect(body.retry_after).toBeGreaterThanOrEqual(1);
      expect(body.retry_after).toBeLessThanOrEqual(60);
      expect(body).toEqual({
        detail: PROFILE_TEXTS.avatarBusy(body.retry_after),
        retry_after: body.retry_after,
      });
      expect(body.detail).toMatch(/^Сейчас обрабатывается много фото\. Попробуйте через \d+ с\.$/);
      expect(r.headers['retry-after']).toBe(String(body.retry_after));
    }
    const avatars = await t.app.db.selectFrom('user_avatars').select('user_id').execute();
    expect(avatars).toHaveLength(9);
  }, 120_000);
});
