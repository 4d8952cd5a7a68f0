/**
 * Personal cabinet calls on SQLite and PostgreSQL: PATCH user/update/ (multipart: name, is_legionary,
 * avatar checked by content and stored as a 160 px JPEG, phone change by code), POST
 * user/update/phone_confirm/, GET user/{id}/avatar/, and the captain renaming a player
 * (PUT|PATCH user/{id}/name/). Refusals are SPEC §8-shaped Russian answers that change nothing.
 */

import jpeg from '@jimp/js-jpeg';
import { INVALID_PHONE_TEXT } from '@quiz/contract';
import { AVATAR_MAX_BYTES, PROFILE_TEXTS } from '@quiz/domain';
import { Jimp } from 'jimp';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { multipartForm as form, type Part } from '../../../test/multipart';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

const picture = async (type: 'image/png' | 'image/jpeg', width = 400, height = 300) =>
  new Jimp({ width, height, color: 0x3366ccff }).getBuffer(type);

describeEachDb('personal cabinet: user/update/, phone_confirm/, avatars', (target) => {
  let t: TestApp;
  const users: Record<string, { id: number; token: string }> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    const mk = async (key: string, phone: string, first_name: string) => {
      const row = await t.app.db
        .insertInto('users')
        .values({ first_name, phone, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      users[key] = { id: Number(row.id), token: await issueToken(t.app.db, Number(row.id)) };
    };
    await mk('vera', '79030000001', 'Вера');
    await mk('boris', '79030000002', 'Борис');
    await mk('cap', '79030000003', 'Капитан');
    await mk('player', '79030000004', 'Игрок');
    const team = await t.app.db
      .insertInto('teams')
      .values({ title: 'Совы', captain_id: uid('cap'), secret_slug: 'sovy-profile', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const key of ['cap', 'player'])
      await t.app.db
        .insertInto('team_members')
        .values({ team_id: Number(team.id), user_id: uid(key), joined_at: nowIso() })
        .execute();
  }, 60_000);
  afterAll(async () => t?.close());

  const who = (key: string) => {
    const user = users[key];
    if (!user) throw new Error(`no user ${key}`);
    return user;
  };
  const uid = (key: string) => who(key).id;

  const auth = (key: string) => ({ authorization: `Token ${who(key).token}` });
  const patch = (key: string | null, parts: Part[]) => {
    const body = form(parts);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update/',
      payload: body.payload,
      headers: { ...body.headers, ...(key ? auth(key) : {}) },
    });
  };
  const confirm = (key: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/update/phone_confirm/',
      headers: auth(key),
      payload: { code },
    });
  const row = (key: string) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', uid(key)).executeTakeFirstOrThrow();
  const lastCode = async (phone: string) =>
    (
      await t.app.db
        .selectFrom('dev_outbox')
        .select('code')
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.code;

  it('needs login', async () => {
    expect((await patch(null, [{ name: 'first_name', value: 'Вера' }])).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/update/phone_confirm/',
          payload: { code: '1234' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('saves the name and the is_legionary toggle', async () => {
    const res = await patch('vera', [
      { name: 'first_name', value: ' Верочка ' },
      { name: 'is_legionary', value: 'true' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toMatchObject({
      user: { id: uid('vera'), first_name: 'Верочка', is_legionary: true },
      phone_confirm: null,
    });
    const off = await patch('vera', [{ name: 'is_legionary', value: 'false' }]);
    expect(json<{ user: { is_legionary: boolean; first_name: string } }>(off.body).user).toMatchObject({
      is_legionary: false,
      first_name: 'Верочка',
    });
  });

  it('bad fields are field errors in Russian and change nothing', async () => {
    const short = await patch('vera', [
      { name: 'first_name', value: 'В' },
      { name: 'is_legionary', value: 'true' },
    ]);
    expect(short.statusCode).toBe(400);
    expect(json(short.body)).toEqual({ first_name: ['Имя должно содержать не менее 2 букв!'] });
    const flag = await patch('vera', [{ name: 'is_legionary', value: 'может быть' }]);
    expect(flag.statusCode).toBe(400);
    expect(json(flag.body)).toEqual({ is_legionary: ['Ожидается true или false.'] });
    const unknown = await patch('vera', [{ name: 'is_organizer', value: 'true' }]);
    expect(unknown.statusCode).toBe(400);
    const after = await row('vera');
    expect(after.first_name).toBe('Верочка');
    expect(Number(after.is_legionary)).toBe(0);
    expect(Number(after.is_organizer)).toBe(0);
  });

  it('a JSON body is refused with a Russian detail, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/update/',
      headers: auth('vera'),
      payload: { first_name: 'Вера' },
    });
    expect(res.statusCode).toBe(415);
    expect(json(res.body)).toEqual({ detail: PROFILE_TEXTS.notMultipart });
  });

  it('stores a png or jpeg avatar as a 160 px JPEG thumbnail served at user/{id}/avatar/', async () => {
    for (const type of ['image/png', 'image/jpeg'] as const) {
      // larger than the thumbnail and not square, so it is cut and scaled; small enough that the pure
      // JavaScript codec (jimp) takes a second, not the tens of seconds a 640×480 took under load
      const res = await patch('vera', [
        { name: 'avatar', value: await picture(type, 320, 240), filename: 'me.bin', type: 'text/plain' },
      ]);
      expect(res.statusCode).toBe(200);
      const { user } = json<{ user: { avatar: string } }>(res.body);
      expect(user.avatar).toMatch(new RegExp(`^/api/user/${uid('vera')}/avatar/\\?v=`));
      const file = await t.app.inject({ url: user.avatar });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const jpg = jpeg().decode(file.rawPayload);
      expect([jpg.width, jpg.height]).toEqual([160, 160]);
    }
    expect((await t.app.inject({ url: `/api/user/${uid('boris')}/avatar/` })).statusCode).toBe(404);
  });

  it('refuses what is not png/jpeg by its bytes, whatever its name, and oversized files', async () => {
    const before = (await row('vera')).avatar;
    const fake = await patch('vera', [
      { name: 'avatar', value: 'это не картинка', filename: 'photo.png', type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(json(fake.body)).toEqual({ avatar: [PROFILE_TEXTS.avatarType] });
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    const gifRes = await patch('vera', [
      { name: 'avatar', value: gif, filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(json(gifRes.body)).toEqual({ avatar: [PROFILE_TEXTS.avatarType] });
    // a PNG header claiming 50000×50000 pixels is refused before decoding
    const bomb = Buffer.from(await picture('image/png', 2, 2));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const bombRes = await patch('vera', [
      { name: 'avatar', value: bomb, filename: 'a.png', type: 'image/png' },
    ]);
    expect(json(bombRes.body)).toEqual({ avatar: [PROFILE_TEXTS.avatarTooManyPixels] });
    const big = Buffer.concat([await picture('image/png', 2, 2), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const bigRes = await patch('vera', [
      { name: 'avatar', value: big, filename: 'a.png', type: 'image/png' },
    ]);
    expect(bigRes.statusCode).toBe(400);
    expect(json(bigRes.body)).toEqual({ avatar: [PROFILE_TEXTS.avatarTooLarge] });
    expect((await row('vera')).avatar).toBe(before);
  });

  it('a new phone waits for the code sent to it; a wrong code is «Неверный код!»; the right one moves it', async () => {
    const res = await patch('vera', [{ name: 'phone', value: '+7 (903) 000-00-11' }]);
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toMatchObject({
      user: { phone: '79030000001' },
      phone_confirm: { phone: '79030000011', send_by: 'other' },
    });
    const code = await lastCode('79030000011');
    expect(code).toMatch(/^\d{4}$/);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await confirm('vera', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong.body)).toEqual({ detail: 'Неверный код!' });
    expect((await row('vera')).phone).toBe('79030000001');
    const right = await confirm('vera', code ?? '');
    expect(right.statusCode).toBe(200);
    expect(json(right.body)).toMatchObject({
      detail: 'Номер успешно изменен :)',
      user: { phone: '79030000011' },
    });
    // used: nothing pending any more
    const again = await confirm('vera', code ?? '');
    expect(again.statusCode).toBe(400);
    expect(json(again.body)).toEqual({ detail: PROFILE_TEXTS.noPhoneChange });
  });

  it('refuses an unusable phone and another account’s phone before sending anything', async () => {
    const bad = await patch('boris', [{ name: 'phone', value: '12' }]);
    expect(bad.statusCode).toBe(400);
    expect(json(bad.body)).toEqual({ phone: [INVALID_PHONE_TEXT] });
    const taken = await patch('boris', [
      { name: 'phone', value: '+79030000003' },
      { name: 'first_name', value: 'Боб' },
    ]);
    expect(taken.statusCode).toBe(400);
    expect(json(taken.body)).toEqual({ phone: [PROFILE_TEXTS.phoneTaken] });
    expect(await lastCode('79030000003')).toBeUndefined();
    expect((await row('boris')).first_name).toBe('Борис');
    // the own phone is no change at all
    const same = await patch('boris', [{ name: 'phone', value: '+7 903 000-00-02' }]);
    expect(json(same.body)).toMatchObject({ phone_confirm: null });
  });

  it('five wrong codes burn the change; the sixth try with the right code fails too', async () => {
    await patch('boris', [{ name: 'phone', value: '79030000022' }]);
    const code = (await lastCode('79030000022')) ?? '';
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) expect((await confirm('boris', wrongCode)).statusCode).toBe(400);
    const late = await confirm('boris', code);
    expect(late.statusCode).toBe(400);
    expect(json(late.body)).toEqual({ detail: 'Неверный код!' });
    expect((await row('boris')).phone).toBe('79030000002');
  });

  it('at most 5 codes per user in 10 minutes (429 with seconds)', async () => {
    let last = 200;
    for (let i = 0; i < 6; i += 1)
      last = (await patch('player', [{ name: 'phone', value: `7903000005${i}` }])).statusCode;
    expect(last).toBe(429);
  });

  it('a captain renames a player of his team; a member cannot rename the captain', async () => {
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${uid('player')}/name/`,
      headers: auth('cap'),
      payload: { first_name: 'Пётр' },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok.body)).toMatchObject({ id: uid('player'), first_name: 'Пётр' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${uid('cap')}/name/`,
      headers: auth('player'),
      payload: { first_name: 'Взлом' },
    });
    expect(refused.statusCode).toBe(403);
    const stranger = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${uid('vera')}/name/`,
      headers: auth('cap'),
      payload: { first_name: 'Взлом' },
    });
    expect(stranger.statusCode).toBe(403);
    expect((await row('cap')).first_name).toBe('Капитан');
  });
});
