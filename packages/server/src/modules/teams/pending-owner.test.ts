/**
 * The anonymous registration form belongs to whoever sent it, written as the attacks (SQLite and
 * PostgreSQL, over HTTP): a stranger who knows the phone resubmits the form with another title, 8
 * participants or his own team's invite — he gets a version of his own, bound to his own challenge,
 * and the owner's confirmation applies exactly what the owner sent; a refused form writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { makeWorld, type TeamJson, teamsClient, type World } from '../../../test/teams-world';
import { dbOutbox } from '../../auth/outbox';

interface Submitted {
  send_auth_code: { sent: boolean; send_by: string };
  status: 'pending';
  challenge: string;
  pending: { team_title: string; participant_count: number; join_existing: boolean };
}

jest.setTimeout(90_000);

describeEachDb('pending registration forms belong to their owner', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: World;
  let ipSeq = 0;
  const nextIp = () => {
    ipSeq += 1;
    return `10.8.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
  };
  const { call, team } = teamsClient(() => app, nextIp);
  const post = (url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const form = (eventId: number, body: object, ip: string) =>
    post(`/api/event_registration_form/${eventId}/`, body, ip);
  const latestCode = async (phone: string) => (await dbOutbox(app.db).latest(phone))?.code ?? '';
  const pendingOf = (phone: string) =>
    app.db.selectFrom('pending_registrations').selectAll().where('phone', '=', phone).execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    w = await makeWorld(app);
  });
  afterAll(async () => t?.close());

  it('a stranger resubmitting the owner’s phone never changes the owner’s form: the owner confirms what he sent', async () => {
    const eventId = await w.event();
    const phone = `7916710${target === 'sqlite' ? '0001' : '0002'}`;
    const ownerIp = nextIp();
    const mine = { phone, name: 'Владелец', participant_count: 2, team_title: `Настоящие ${target}` };
    const owner = await form(eventId, mine, ownerIp);
    expect(owner.statusCode).toBe(201);
    const ownerForm = json<Submitted>(owner.body);
    const ownerCode = await latestCode(phone);

    // A stranger who knows the phone: another title with 8 participants, then his own team's invite.
    const stranger = await w.user('Чужак');
    const his = await team(stranger, `Команда чужака ${target}`);
    const fake = await form(
      eventId,
      { phone, name: 'Подставной', participant_count: 8, team_title: `Подставные ${target}` },
      nextIp(),
    );
    expect(fake.statusCode).toBe(201);
    const fakeForm = json<Submitted>(fake.body);
    const byInvite = await form(
      eventId,
      {
        phone,
        name: 'Подставной',
        team_invite: `https://quiz.example/reg_on_team/${his.secret_slug}`,
        join_existing: true,
      },
      nextIp(),
    );
    expect(byInvite.statusCode).toBe(201);

    // The owner types the code he received, in his own flow.
    const done = await post(
      `/api/event_registration_form/${eventId}/confirm/`,
      { phone, code: ownerCode, challenge: ownerForm.challenge },
      ownerIp,
    );
    expect(done.statusCode).toBe(200);
    const confirmed = json<{ event_team: { status: string; team: { id: number } } | null; detail: null }>(
      done.body,
    );
    expect(confirmed.event_team?.status).toBe('registered');
    expect(confirmed.event_team?.team.id).not.toBe(his.id);

    // The public list shows the owner's team with his 2 participants, nothing of the stranger's.
    const list = json<{ registered: { title: string; participants: number }[] }>(
      (await call('GET', `/api/event/${eventId}/team`)).body,
    );
    expect(list.registered.map(({ title, participants }) => ({ title, participants }))).toEqual([
      { title: mine.team_title, participants: 2 },
    ]);
    // the owner did not join the stranger's team, so his phone is not shown there
    const members = await app.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select('users.phone')
      .where('team_members.team_id', '=', his.id)
      .execute();
    expect(members.map((m) => m.phone)).toEqual([stranger.phone]);
    const page = json<TeamJson>((await call('GET', `/api/team_by_slug/${his.secret_slug}/`, stranger)).body);
    expect(page.players.map((p) => p.phone)).not.toContain(phone);

    // the stranger's version is his own, with a challenge of its own, and its code went to the phone
    expect(fakeForm.send_auth_code.sent).toBe(true);
    expect(fakeForm.challenge).not.toBe(ownerForm.challenge);
    // the owner's code step showed what he sent
    expect(ownerForm.pending).toEqual({
      team_title: mine.team_title,
      participant_count: 2,
      join_existing: false,
    });
    // The stranger's versions cannot be confirmed with the owner's code and challenge either.
    const replay = await post(
      `/api/event_registration_form/${eventId}/confirm/`,
      { phone, code: ownerCode, challenge: fakeForm.challenge },
      nextIp(),
    );
    expect(replay.statusCode).toBe(400);
  });

  it('a refused form (429) writes nothing: no pending form, no user', async () => {
    const eventId = await w.event();
    const ip = nextIp();
    // the address has asked for its 20 codes of the hour
    for (let i = 0; i < 20; i += 1) {
      const sent = await post('/api/create_user/', { phone: `7916720${String(i).padStart(4, '0')}` }, ip);
      expect(sent.statusCode).toBe(200);
    }
    const phone = `7916730${target === 'sqlite' ? '0001' : '0002'}`;
    const refused = await form(
      eventId,
      { phone, name: 'Отказ', participant_count: 3, team_title: `Отказ ${target}` },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(json(refused.body)).toEqual({
      detail: 'Слишком много запросов кода. Попробуйте через 60 мин.',
      retry_after: expect.any(Number),
    });
    expect(await pendingOf(phone)).toEqual([]);
    expect(await app.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });
});
