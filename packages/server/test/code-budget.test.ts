/**
 * SMS pumping around the per-address limit, as the probe did it, on SQLite and PostgreSQL: guest
 * accounts from a public team link (`POST preorder/event/{id}/token/{token}/`) each asking for phone
 * changes to arbitrary numbers, all from one address. Every sender spends the same code budgets
 * (src/auth/code-budget.ts): per address, per destination number, per account.
 */
import { CODE_SENDS_PER_ACCOUNT, CODE_SENDS_PER_ADDRESS, CODE_SENDS_PER_PHONE } from '@quiz/domain';
import { issueToken } from '../src/plugins/current-user';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';
import { multipartForm } from './multipart';

const ATTACKER = '203.0.113.66';

describeEachDb('code budgets shared by every sender', (target) => {
  let t: TestApp;
  let eventId: number;
  let linkToken: string;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    const db = t.app.db;
    const event = await db
      .selectFrom('events')
      .select('id')
      .where('is_preorder_opened', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = event.id;
    const player = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select(['event_players.user_id', 'event_teams.id as eventTeam'])
      .where('event_teams.event_id', '=', eventId)
      .orderBy('event_players.id')
      .executeTakeFirstOrThrow();
    const token = await issueToken(db, player.user_id);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/preorder/${player.eventTeam}/token/`,
      headers: { authorization: `Token ${token}` },
    });
    linkToken = json<{ token: string }>(link.body).token;
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('rate_limit_buckets').execute();
  });

  const sentCodes = async () => (await t.app.db.selectFrom('dev_outbox').select('id').execute()).length;

  /** A guest account from the public team link (a phone-less user with a token). */
  const guest = async (n: number, ip = ATTACKER) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/preorder/event/${eventId}/token/${linkToken}/`,
      payload: { first_name: `Гость ${n}` },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(201);
    return json<{ authToken: string }>(res.body).authToken;
  };
  const changePhone = (token: string, phone: string, ip = ATTACKER) => {
    const body = multipartForm([{ name: 'phone', value: phone }]);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update/',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Token ${token}` },
      remoteAddress: ip,
    });
  };
  const login = (phone: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/create_user/', payload: { phone }, remoteAddress: ip });

  it('100 codes through guest links and phone changes from one address: refused after the address budget', async () => {
    const before = await sentCodes();
    const statuses: number[] = [];
    let refusal: { detail?: string; retry_after?: number } = {};
    for (let g = 0; g < 100 / CODE_SENDS_PER_ACCOUNT.max; g += 1) {
      const token = await guest(g);
      for (let k = 0; k < CODE_SENDS_PER_ACCOUNT.max; k += 1) {
        const res = await changePhone(token, `7977${String(g * 10 + k).padStart(7, '0')}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refusal = json(res.body);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_SENDS_PER_ADDRESS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - CODE_SENDS_PER_ADDRESS.max);
    expect(await sentCodes()).toBe(before + CODE_SENDS_PER_ADDRESS.max);
    expect(refusal.detail).toBe('Слишком много запросов кода. Попробуйте через 60 мин.');
    expect(refusal.retry_after).toBeGreaterThan(3500);
    // the login shares the budget: the same address gets no login code either
    const res = await login('79770009999', ATTACKER);
    expect(res.statusCode).toBe(429);
    expect(json(res.body)).toMatchObject({ detail: 'Слишком много запросов кода. Попробуйте через 60 мин.' });
  }, 120_000);

  it('one budget per destination number across logins and phone changes from many addresses', async () => {
    const before = await sentCodes();
    const viaChanges = async (phone: string, count: number, base: number) => {
      for (let i = 0; i < count; i += 1) {
        const ip = `198.51.100.${base + i}`;
        expect((await changePhone(await guest(base + i, ip), phone, ip)).statusCode).toBe(200);
      }
    };
    // phone changes to a number from four accounts on four addresses, then a login for it
    await viaChanges('79770001234', CODE_SENDS_PER_PHONE.max - 1, 10);
    expect((await login('79770001234', '198.51.100.20')).statusCode).toBe(200);
    expect(await sentCodes()).toBe(before + CODE_SENDS_PER_PHONE.max);
    // phone changes alone spend it too; then neither sender sends to that number
    await viaChanges('79770004321', CODE_SENDS_PER_PHONE.max, 30);
    const ip = '198.51.100.50';
    const change = await changePhone(await guest(50, ip), '79770004321', ip);
    const again = await login('79770004321', '198.51.100.51');
    for (const res of [change, again]) {
      expect(res.statusCode).toBe(429);
      expect(json(res.body)).toMatchObject({
        detail: expect.stringMatching(/^Слишком много кодов на этот номер\. Попробуйте через [1-5] мин\.$/),
      });
    }
    expect(await sentCodes()).toBe(before + 2 * CODE_SENDS_PER_PHONE.max);
  });

  it('one account asks for at most its cap of phone-change codes', async () => {
    const token = await guest(300, '198.51.100.40');
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_SENDS_PER_ACCOUNT.max; i += 1)
      statuses.push((await changePhone(token, `797800000${i}0`, '198.51.100.40')).statusCode);
    expect(statuses).toEqual([...Array(CODE_SENDS_PER_ACCOUNT.max).fill(200), 429]);
  });
});
