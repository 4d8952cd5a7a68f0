/**
 * Text pumping as the probe did it, on SQLite and PostgreSQL, and the bound every sender now keeps
 * (src/auth/text-budget.ts, README "Login codes and limits"):
 * - guest accounts from one team's preorder link (`POST preorder/event/{id}/token/{token}/`, no phone)
 *   founding teams and adding players by phone: refused, nothing written, nothing sent;
 * - accounts with phones from one address: at most TEXT_SENDS_PER_ADDRESS texts an hour, and one number
 *   at most INVITE_TEXTS_PER_PHONE invitations a day, however many teams add it;
 * - a reminder to a number that has had its texts for the hour is dropped;
 * - an organizer postponing a game again and again: one notice per captain and game per half hour (the
 *   game's latest date told when it is over), a cancellation told at once, and a daily budget whose
 *   refusal leaves the game as it was.
 */
import {
  INVITE_TEXTS_PER_PHONE,
  NOTICE_TEXTS_PER_GAME_PERSON,
  NOTICE_TEXTS_PER_ORGANIZER,
  REMINDER_OFFSETS_MS,
  TEAM_TEXTS,
  TEXT_SENDS_PER_ACCOUNT,
  TEXT_SENDS_PER_ADDRESS,
  TEXT_SENDS_PER_PHONE,
} from '@quiz/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hit } from '../src/auth/rate-limit';
import { textBudgetKeys } from '../src/auth/text-budget';
import { whenText } from '../src/modules/organizer/events/notices';
import { JobQueue } from '../src/modules/reminders/queue';
import { type MessageSender, reminderTick } from '../src/modules/reminders/service';
import { issueToken } from '../src/plugins/current-user';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';
import { settleNotices } from './notices';
import { auth, organizerWorld } from './organizer-world';

const ATTACKER = '203.0.113.77';
const TITLE = 'Приз ждёт: evil.example/prize';

describeEachDb('text budgets of every sender', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let eventId: number;
  let linkToken: string;
  let seededTeam: number;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const db = app.db;
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
      .select(['event_players.user_id', 'event_teams.id as eventTeam', 'event_teams.team_id as team'])
      .where('event_teams.event_id', '=', eventId)
      .orderBy('event_players.id')
      .executeTakeFirstOrThrow();
    seededTeam = player.team;
    const link = await app.inject({
      method: 'GET',
      url: `/api/preorder/${player.eventTeam}/token/`,
      headers: { authorization: `Token ${await issueToken(db, player.user_id)}` },
    });
    linkToken = json<{ token: string }>(link.body).token;
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await app.db.deleteFrom('rate_limit_buckets').execute();
  });

  const post = (url: string, token: string, payload: object, ip = ATTACKER) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Token ${token}` },
      remoteAddress: ip,
    });
  const textsTo = async (prefix: string) =>
    (await app.db.selectFrom('dev_messages').select('phone').where('phone', 'like', `${prefix}%`).execute())
      .length;
  const usersWith = async (prefix: string) =>
    (await app.db.selectFrom('users').select('id').where('phone', 'like', `${prefix}%`).execute()).length;

  /** A guest account from the team's preorder link: a name, a token, no phone. */
  const guest = async (n: number) => {
    const res = await post(`/api/preorder/event/${eventId}/token/${linkToken}/`, '', {
      first_name: `Гость ${n}`,
    });
    expect(res.statusCode).toBe(201);
    return json<{ authToken: string }>(res.body).authToken;
  };
  /** An account with a phone (as after a login by code). */
  let accountSeq = 0;
  const account = async () => {
    accountSeq += 1;
    const row = await app.db
      .insertInto('users')
      .values({ first_name: 'Капитан', phone: `7955${String(accountSeq).padStart(7, '0')}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueToken(app.db, row.id);
  };
  const newTeam = async (token: string, title: string, ip = ATTACKER) => {
    const res = await post('/api/team/', token, { title }, ip);
    expect(res.statusCode).toBe(201);
    return json<{ id: number }>(res.body).id;
  };
  const addPlayer = (token: string, teamId: number, phone: string, ip = ATTACKER) =>
    post(`/api/team/${teamId}/new_player/`, token, { name: 'Новичок', phone }, ip);
  const refusal = (res: LightMyRequestResponse) => json<{ detail: string; retry_after?: number }>(res.body);

  it('guest tokens from one preorder link found no team and add nobody: 0 texts instead of 220', async () => {
    const statuses: number[] = [];
    const details = new Set<string>();
    const note = (res: LightMyRequestResponse) => {
      statuses.push(res.statusCode);
      details.add(refusal(res).detail);
    };
    // the probe: 11 guests, each founding a team and adding 20 players (120 new numbers, 100× one number)
    for (let g = 0; g < 11; g += 1) {
      const token = await guest(g);
      const created = await post('/api/team/', token, { title: `${TITLE} ${g}` });
      const teamId = created.statusCode === 201 ? json<{ id: number }>(created.body).id : seededTeam;
      if (created.statusCode !== 201) note(created);
      for (let k = 0; k < 20; k += 1) {
        const phone = g < 6 ? `7966${String(g * 20 + k).padStart(7, '0')}` : '79670000001';
        const res = await addPlayer(token, teamId, phone);
        if (res.statusCode !== 200) note(res);
      }
    }
    expect((await textsTo('7966')) + (await textsTo('7967'))).toBe(0);
    expect(statuses).toHaveLength(11 + 11 * 20);
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect([...details]).toEqual([TEAM_TEXTS.guestNoTeams]);
    expect(await usersWith('7966')).toBe(0);
    const teams = await app.db.selectFrom('teams').select('id').where('title', 'like', `${TITLE}%`).execute();
    expect(teams).toHaveLength(0);
  }, 120_000);

  it('accounts with phones on one address cause at most TEXT_SENDS_PER_ADDRESS texts an hour', async () => {
    const captains = 3;
    let refused: LightMyRequestResponse | undefined;
    let sent = 0;
    for (let c = 0; c < captains; c += 1) {
      const token = await account();
      const teamId = await newTeam(token, `Насос ${target} ${c}`);
      for (let k = 0; k < TEXT_SENDS_PER_ACCOUNT.max; k += 1) {
        const res = await addPlayer(token, teamId, `7968${String(c * 100 + k).padStart(7, '0')}`);
        if (res.statusCode === 200) sent += 1;
        else refused = res;
      }
    }
    expect(sent).toBe(TEXT_SENDS_PER_ADDRESS.max);
    expect(await textsTo('7968')).toBe(TEXT_SENDS_PER_ADDRESS.max);
    // a refused request left no user behind for the number it named
    expect(await usersWith('7968')).toBe(TEXT_SENDS_PER_ADDRESS.max);
    expect(refused?.statusCode).toBe(429);
    expect(refusal(refused as LightMyRequestResponse).detail).toBe(
      'Слишком много сообщений из вашей сети. Попробуйте через 60 мин.',
    );
    expect(refused?.headers['retry-after']).toBe(
      String(refusal(refused as LightMyRequestResponse).retry_after),
    );
  }, 120_000);

  it('one number gets at most INVITE_TEXTS_PER_PHONE invitations a day, however many teams add it', async () => {
    const phone = '79690000001';
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let c = 0; c < 10; c += 1) {
      const ip = `198.51.100.${100 + c}`;
      const token = await account();
      const teamId = await newTeam(token, `Один номер ${target} ${c}`, ip);
      // the same team adding him again and again texts him once
      for (let again = 0; again < 10; again += 1) {
        last = await addPlayer(token, teamId, phone, ip);
        statuses.push(last.statusCode);
      }
    }
    expect(await textsTo(phone)).toBe(INVITE_TEXTS_PER_PHONE.max);
    expect(statuses.filter((s) => s === 200)).toHaveLength(INVITE_TEXTS_PER_PHONE.max * 10);
    expect(last?.statusCode).toBe(429);
    expect(refusal(last as LightMyRequestResponse).detail).toBe(
      'Слишком много сообщений на этот номер. Попробуйте через 24 ч.',
    );
    const memberships = await app.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select('team_members.team_id')
      .where('users.phone', '=', phone)
      .execute();
    expect(memberships).toHaveLength(INVITE_TEXTS_PER_PHONE.max);
  }, 120_000);

  it('a number that has had its texts for the hour gets no reminder; another player of the game does', async () => {
    const players = await app.db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .innerJoin('events', 'events.id', 'event_teams.event_id')
      .innerJoin('users', 'users.id', 'event_players.user_id')
      .select(['users.phone', 'events.id as event', 'events.date'])
      .where('events.workflow_state', '=', 'published')
      .where('events.date', '>', new Date().toISOString())
      .where('users.phone', 'is not', null)
      .where('users.reminders_enabled', '=', 1)
      .orderBy('events.date')
      .execute();
    const first = players[0];
    const other = players.find((p) => p.event === first?.event && p.phone !== first?.phone);
    if (!first?.phone || !other?.phone) throw new Error('the seed has no game with two players to remind');
    const now = new Date(Date.parse(first.date) - REMINDER_OFFSETS_MS['2h'] + 60_000);
    for (let i = 0; i < TEXT_SENDS_PER_PHONE.max; i += 1)
      await hit(app.db, textBudgetKeys.phone(first.phone), TEXT_SENDS_PER_PHONE, now);
    const sent: string[] = [];
    const sender: MessageSender = {
      send: async (phone) => {
        sent.push(phone);
      },
    };
    await reminderTick(app.db, new JobQueue(app.db, { now: () => now }), sender, 'https://quiz.example');
    expect(sent).not.toContain(first.phone);
    expect(sent).toContain(other.phone);
  });

  describe('an organizer moving and cancelling a game', () => {
    let organizer: string;
    let organizerId: number;
    let game: number;
    let captains: string[];
    const future = (days: number, minutes = 0) =>
      new Date(Date.now() + days * 86_400_000 + minutes * 60_000).toISOString();
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/organizer/events/${game}/`,
        headers: auth(organizer),
        payload,
        remoteAddress: '198.51.100.200',
      });
    /** Runs the due notices until none is left running (the route also starts a run after its commit). */
    const settle = (now?: () => Date) => settleNotices(app, now);
    const told = async (text: RegExp) => {
      const rows = await app.db
        .selectFrom('dev_messages')
        .select(['phone', 'text'])
        .where('phone', 'in', captains)
        .orderBy('id')
        .execute();
      return rows.filter((r) => text.test(r.text));
    };

    beforeAll(async () => {
      const w = await organizerWorld(app);
      organizer = w.msk;
      game = w.eventId;
      organizerId = (
        await app.db
          .selectFrom('users')
          .select('id')
          .where('phone', '=', '79990000001')
          .executeTakeFirstOrThrow()
      ).id;
      const rows = await app.db
        .selectFrom('event_teams')
        .innerJoin('teams', 'teams.id', 'event_teams.team_id')
        .innerJoin('users', 'users.id', 'teams.captain_id')
        .select('users.phone')
        .where('event_teams.event_id', '=', game)
        .execute();
      captains = [...new Set(rows.map((r) => r.phone).filter((p): p is string => !!p))];
      expect(captains.length).toBeGreaterThan(0);
    });

    it('20 postponements in a row: one notice per captain now, the last date when the half hour is over', async () => {
      const timezone = (
        await app.db
          .selectFrom('events')
          .innerJoin('cities', 'cities.id', 'events.city_id')
          .select('cities.timezone')
          .where('events.id', '=', game)
          .executeTakeFirstOrThrow()
      ).timezone;
      const dates = Array.from({ length: 20 }, (_, i) => future(9, 30 * (i + 1)));
      // the first move is told at once (settled before the next: a notice not yet out when the game
      // moves again is dropped, and everyone on the game, players too, makes the queue longer)
      for (const [i, date] of dates.entries()) {
        expect((await patch({ action: 'postpone', date })).statusCode).toBe(200);
        if (i === 0) await settle();
      }
      await settle();
      const first = await told(/перенесена на/);
      expect(first.map((m) => m.phone).sort()).toEqual([...captains].sort());

      const later = new Date(Date.now() + NOTICE_TEXTS_PER_GAME_PERSON.windowMs + 60_000);
      await settle(() => later);
      const moved = await told(/перенесена на/);
      expect(moved).toHaveLength(2 * captains.length);
      const last = moved.slice(captains.length);
      expect(last.map((m) => m.phone).sort()).toEqual([...captains].sort());
      for (const m of last)
        expect(m.text).toContain(`перенесена на ${whenText(dates[19] as string, timezone)}`);

      // a cancellation is told at once, whatever was told before
      expect((await patch({ action: 'cancel' })).statusCode).toBe(200);
      await settle();
      expect((await told(/отменена/)).map((m) => m.phone).sort()).toEqual([...captains].sort());
    }, 120_000);

    it('an organizer past his daily notice budget is refused, and the game stays as it was', async () => {
      // a game of his city that is still on: the previous test cancelled its own
      const w = await organizerWorld(app);
      game = w.eventId;
      const before = await app.db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', game)
        .executeTakeFirstOrThrow();
      const jobs = async () => (await app.db.selectFrom('jobs').select('id').execute()).length;
      const jobsBefore = await jobs();
      const limit = NOTICE_TEXTS_PER_ORGANIZER;
      for (let i = 0; i < limit.max; i += 1)
        await hit(app.db, textBudgetKeys.noticeAccount(organizerId), limit, new Date());
      const res = await patch({ action: 'postpone', date: future(12) });
      expect(res.statusCode).toBe(429);
      expect(refusal(res).detail).toMatch(
        /^Слишком много сообщений участникам за сутки: игра не изменена\. Попробуйте через \d+ ч\.$/,
      );
      expect(refusal(res).retry_after).toBeGreaterThan(23 * 3600);
      expect(
        await app.db.selectFrom('events').selectAll().where('id', '=', game).executeTakeFirstOrThrow(),
      ).toEqual(before);
      expect(await jobs()).toBe(jobsBefore);
    }, 60_000);
  });
});
