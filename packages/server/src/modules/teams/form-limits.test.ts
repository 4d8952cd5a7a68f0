/**
 * The anonymous registration form's request limits on a game night, over HTTP on SQLite and
 * PostgreSQL: the teams in a bar share its one public address, so the address has a wide ceiling and
 * each phone a narrow limit per game; every code the form sends still spends the code budgets of
 * @quiz/domain (per address, per number), so pumping from one address stops where it did.
 */
import { CODE_SENDS_PER_ADDRESS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { makeWorld, type World } from '../../../test/teams-world';
import { dbOutbox } from '../../auth/outbox';
import { RATE_LIMITS } from '../../plugins/rate-limits';

interface Submitted {
  send_auth_code: { sent: boolean };
  challenge: string;
}

/** the request limits' refusal (src/plugins/rate-limits.ts), not a code budget's */
const REQUEST_LIMIT_TEXT = /^Слишком много запросов\. Попробуйте через \d+ с\.$/;

jest.setTimeout(120_000);

describeEachDb('the registration form on a game night', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: World;
  // phones and addresses of their own per database, so the two runs never share a counter
  const tag = target === 'sqlite' ? '1' : '2';
  const phone = (group: string, n: number) => `79${tag}${group}${String(n).padStart(6, '0')}`;

  const form = (eventId: number, body: object, ip: string) =>
    app.inject({
      method: 'POST',
      url: `/api/event_registration_form/${eventId}/`,
      payload: body,
      remoteAddress: ip,
    });
  const sentCodes = async () => (await app.db.selectFrom('dev_outbox').select('id').execute()).length;

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    w = await makeWorld(app);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await app.db.deleteFrom('rate_limit_buckets').execute();
  });

  it('twelve teams register through the form from one bar address within ten minutes', async () => {
    const eventId = await w.event();
    const bar = `203.0.113.${tag}0`;
    const teams = Array.from({ length: 12 }, (_, i) => ({
      phone: phone('10', i),
      name: `Капитан ${i + 1}`,
      participant_count: 4,
      team_title: `Бар ${target} ${i + 1}`,
    }));
    for (const team of teams) {
      const res = await form(eventId, team, bar);
      expect({ team: team.team_title, status: res.statusCode, body: json(res.body) }).toMatchObject({
        team: team.team_title,
        status: 201,
        body: { send_auth_code: { sent: true }, status: 'pending' },
      });
      const { challenge } = json<Submitted>(res.body);
      const code = (await dbOutbox(app.db).latest(team.phone))?.code ?? '';
      const done = await app.inject({
        method: 'POST',
        url: `/api/event_registration_form/${eventId}/confirm/`,
        payload: { phone: team.phone, code, challenge },
        remoteAddress: bar,
      });
      expect(done.statusCode).toBe(200);
      expect(json(done.body)).toMatchObject({ event_team: { status: 'registered' }, detail: null });
    }
    const list = json<{ registered: { title: string }[] }>(
      (await app.inject({ method: 'GET', url: `/api/event/${eventId}/team` })).body,
    );
    expect(list.registered.map((r) => r.title).sort()).toEqual(teams.map((team) => team.team_title).sort());
  });

  it('one phone hammering the form for one game is refused after its limit, with a Russian 429', async () => {
    const limit = RATE_LIMITS.eventRegistrationForm?.perSubject?.max ?? 0;
    const [game, otherGame] = [await w.event(), await w.event()];
    const ip = `203.0.113.${tag}1`;
    const hammered = phone('20', 1);
    const body = { phone: hammered, name: 'Долбящий', participant_count: 2, team_title: `Долбим ${target}` };
    // within its limit the form answers as it always does (a code, or a code budget's refusal)
    for (let i = 0; i < limit; i += 1) {
      const res = await form(game, body, ip);
      expect(json<{ detail?: string }>(res.body).detail ?? '').not.toMatch(REQUEST_LIMIT_TEXT);
    }
    const refused = await form(game, body, ip);
    expect(refused.statusCode).toBe(429);
    const answer = json<{ detail: string; retry_after: number }>(refused.body);
    expect(answer).toEqual({
      detail: expect.stringMatching(REQUEST_LIMIT_TEXT),
      retry_after: expect.any(Number),
    });
    expect(answer.detail).toBe(`Слишком много запросов. Попробуйте через ${answer.retry_after} с.`);
    expect(answer.retry_after).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(answer.retry_after));
    // another team on the same bar address is not refused
    const neighbour = await form(
      game,
      { phone: phone('20', 2), name: 'Сосед', participant_count: 3, team_title: `Соседи ${target}` },
      ip,
    );
    expect(neighbour.statusCode).toBe(201);
    // the same phone for another game is counted apart
    const elsewhere = await form(otherGame, body, ip);
    expect(json<{ detail?: string }>(elsewhere.body).detail ?? '').not.toMatch(REQUEST_LIMIT_TEXT);
    // a stranger hammering a number never locks its owner out: the owner's own address is counted apart
    const owner = await form(game, { ...body, name: 'Владелец' }, `198.51.100.${tag}1`);
    expect(owner.statusCode).toBe(201);
  });

  it('pumping codes through the form from one address stops at the address code budget', async () => {
    const eventId = await w.event();
    const ip = `203.0.113.${tag}2`;
    const ceiling = RATE_LIMITS.eventRegistrationForm?.max ?? 0;
    const before = await sentCodes();
    const answers: { status: number; detail: string }[] = [];
    for (let i = 0; i <= ceiling; i += 1) {
      const res = await form(
        eventId,
        { phone: phone('30', i), name: 'Насос', participant_count: 1, team_title: `Насос ${target} ${i}` },
        ip,
      );
      answers.push({ status: res.statusCode, detail: json<{ detail?: string }>(res.body).detail ?? '' });
    }
    const codeBudget = CODE_SENDS_PER_ADDRESS.max;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(codeBudget);
    expect(await sentCodes()).toBe(before + codeBudget);
    // then the address's code budget refuses every code until the request ceiling refuses the request
    expect(answers.slice(codeBudget, ceiling)).toEqual(
      Array(ceiling - codeBudget).fill({
        status: 429,
        detail: 'Слишком много запросов кода. Попробуйте через 60 мин.',
      }),
    );
    expect(answers[ceiling]).toEqual({ status: 429, detail: expect.stringMatching(REQUEST_LIMIT_TEXT) });
  });
});
