/**
 * Teams and registration calls on SQLite and PostgreSQL: every call, the SPEC §5/§6 rules, the
 * permission matrix (anonymous / another user / member / captain × every mutating call) and the
 * races (50 joins into a team limited to 10; 30 teams into a game with room for 20; a withdrawal
 * promoting exactly one reserve team).
 */
import { overflowText, TEAM_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { makeWorld, type TeamJson, teamsClient, type Who, type World } from '../../../test/teams-world';

interface LineupJson {
  id: number;
  event: number;
  status: 'registered' | 'reserve';
  reserve_position: number | null;
  participants: number;
  event_players: { id: number; user: number; participant_count: number }[];
}

// the matrix and the races make many calls: generous under a loaded CI machine
jest.setTimeout(60_000);

describeEachDb('mf-teams: teams and registration', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: World;

  const { call, team, join } = teamsClient(() => app);
  async function register(who: Who, eventId: number, teamId: number): Promise<LineupJson> {
    const res = await call('POST', '/api/event_team/', who, { event: eventId, team: teamId });
    expect(res.statusCode).toBe(201);
    return json<LineupJson>(res.body);
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    w = await makeWorld(app);
  });
  afterAll(async () => t?.close());

  it('creates a team; a taken title is a field error, a captainless one a 409 the user may claim', async () => {
    const cap = await w.user('Капитан');
    const tm = await team(cap, 'Совы');
    expect(tm.captain).toBe(cap.id);
    expect(tm.players.map((p) => p.id)).toEqual([cap.id]);

    const other = await w.user('Другой');
    const taken = await call('POST', '/api/team/', other, { title: 'совы' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken.body)).toEqual({ title: [TEAM_TEXTS.titleTaken] });

    await app.db
      .insertInto('teams')
      .values({ title: 'Ничьи', captain_id: null, city_id: w.cityId, secret_slug: 'nobody-slug' })
      .execute();
    const conflict = await call('POST', '/api/team/', other, { title: 'Ничьи' });
    expect(conflict.statusCode).toBe(409);
    const body = json<{ info: string; team_id: number }>(conflict.body);
    expect(body.info).toContain('Ничьи');
    const claimed = await call('PATCH', `/api/team/${body.team_id}/`, other, {
      captain: other.id,
      city: w.cityId,
    });
    expect(claimed.statusCode).toBe(200);
    expect(json<TeamJson>(claimed.body).captain).toBe(other.id);
    // a second claimer is refused: the team has a captain now
    const late = await w.user();
    expect((await call('PATCH', `/api/team/${body.team_id}/`, late, { captain: late.id })).statusCode).toBe(
      403,
    );
  });

  it('registers a team; the captain is in the game and the page shows the roster', async () => {
    const cap = await w.user('Капитан');
    const tm = await team(cap, 'Ёжики');
    const lineup = await register(cap, w.eventId, tm.id);
    expect(lineup.status).toBe('registered');
    expect(lineup.event_players.map((p) => p.user)).toEqual([cap.id]);

    const event = await call('GET', `/api/allow_any/event/${w.eventId}/`, cap);
    expect(json<{ isRegistered: boolean }>(event.body).isRegistered).toBe(true);

    const page = await call('GET', `/api/event/${w.eventId}/team/${tm.id}/`, cap);
    expect(page.statusCode).toBe(200);
    const p = json<{ is_captain: boolean; players: { id: number; inGame: boolean }[]; max_players: number }>(
      page.body,
    );
    expect(p.is_captain).toBe(true);
    expect(p.max_players).toBe(10);
    expect(p.players).toEqual([expect.objectContaining({ id: cap.id, inGame: true })]);

    const list = await call('GET', `/api/event/${w.eventId}/team`);
    expect(list.statusCode).toBe(200);
    expect(json<{ registered: { title: string }[] }>(list.body).registered.map((r) => r.title)).toContain(
      'Ёжики',
    );

    const mine = json<{ upcoming: { event: { id: number } }[] }>(
      (await call('GET', '/api/user/events', cap)).body,
    );
    expect(mine.upcoming.map((g) => g.event.id)).toContain(w.eventId);
    const teams = json<TeamJson[]>((await call('GET', '/api/user/teams', cap)).body);
    expect(teams.map((x) => x.title)).toContain('Ёжики');
    expect((await call('GET', `/api/team_by_slug/${tm.secret_slug}/`, cap)).statusCode).toBe(200);
    expect((await call('GET', '/api/team_by_slug/nope/', cap)).statusCode).toBe(404);
    const chat = await call('GET', `/api/team/${tm.id}/create_whatsapp_chat`, cap);
    expect(json<{ url: string }>(chat.body).url).toContain('wa.me');
  });

  it('a member joins by the invite, toggles himself out and in; guests count and the limit holds', async () => {
    const place = await w.place({ max_players_in_team: 4 });
    const eventId = await w.event({ placeId: place });
    const cap = await w.user('Капитан');
    const tm = await team(cap, 'Лисы');
    const lineup = await register(cap, eventId, tm.id);
    const member = await w.user('Участник');
    await join(member, tm);

    const joined = await call('POST', '/api/event_player/', member, {
      user: member.id,
      event_team: lineup.id,
    });
    expect(joined.statusCode).toBe(201);
    const player = json<{ id: number }>(joined.body);
    expect((await call('DELETE', `/api/event_player/${player.id}/`, member)).statusCode).toBe(204);
    const again = json<{ id: number }>(
      (await call('POST', '/api/event_player/', member, { user: member.id, event_team: lineup.id })).body,
    );
    // 1 + 3 = 4 fits; 1 + 4 = 5 does not (SPEC §8 overflow text)
    const three = await call('PUT', `/api/event_player/${again.id}/`, member, {
      user: member.id,
      event_team: lineup.id,
      participant_count: 3,
    });
    expect(three.statusCode).toBe(200);
    const four = await call('PUT', `/api/event_player/${again.id}/`, member, {
      user: member.id,
      event_team: lineup.id,
      participant_count: 4,
    });
    expect(four.statusCode).toBe(400);
    expect(json(four.body)).toEqual({ detail: overflowText(4) });
    const zero = await call('PUT', `/api/event_player/${again.id}/`, member, {
      user: member.id,
      event_team: lineup.id,
      participant_count: 0,
    });
    expect(zero.statusCode).toBe(400);
  });

  it('one player plays in one team per game; registration only while published/sitting', async () => {
    const a = await w.user();
    const ta = await team(a, 'Альфа');
    const b = await w.user();
    const tb = await team(b, 'Бета');
    await register(a, w.eventId, ta.id);
    await join(a, tb);
    const twice = await call('POST', '/api/event_team/', a, { event: w.eventId, team: tb.id });
    expect(twice.statusCode).toBe(409);
    expect(json(twice.body)).toEqual({ detail: TEAM_TEXTS.otherTeam });
    const lineupB = await register(b, w.eventId, tb.id);
    const captainAdds = await call('POST', '/api/event_player/', b, { user: a.id, event_team: lineupB.id });
    expect(captainAdds.statusCode).toBe(409);

    const closed = await w.event({ state: 'finished' });
    const res = await call('POST', '/api/event_team/', a, { event: closed, team: ta.id });
    expect(res.statusCode).toBe(400);
    expect(json(res.body)).toEqual({ detail: TEAM_TEXTS.registrationClosed });
    const draft = await w.event({ state: 'draft' });
    expect((await call('POST', '/api/event_team/', a, { event: draft, team: ta.id })).statusCode).toBe(404);
  });

  it('the captain removes others but never himself, hands over the captaincy and loses the controls', async () => {
    const cap = await w.user('Капитан');
    const tm = await team(cap, 'Волки');
    const m1 = await w.user('Первый');
    const m2 = await w.user('Второй');
    await join(m1, tm);
    await join(m2, tm);
    const self = await call('DELETE', `/api/team/${tm.id}/user/${cap.id}/`, cap);
    expect(self.statusCode).toBe(400);
    expect(json(self.body)).toEqual({ detail: TEAM_TEXTS.captainCannotLeave });
    expect((await call('DELETE', `/api/team/${tm.id}/user/${m2.id}/`, m1)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/${tm.id}/user/${m2.id}/`, cap)).statusCode).toBe(204);

    const handed = await call('PATCH', `/api/team/${tm.id}/`, cap, { captain: m1.id });
    expect(handed.statusCode).toBe(200);
    expect(json<TeamJson>(handed.body).captain).toBe(m1.id);
    expect((await call('PATCH', `/api/team/${tm.id}/`, cap, { title: 'Старый капитан' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', `/api/team/${tm.id}/`, m1, { title: 'Новые волки' })).statusCode).toBe(200);
    // the old captain may now leave
    expect((await call('DELETE', `/api/team/${tm.id}/user/${cap.id}/`, cap)).statusCode).toBe(204);
    const outsider = await w.user();
    expect((await call('PATCH', `/api/team/${tm.id}/`, m1, { captain: outsider.id })).statusCode).toBe(400);
  });

  it('permission matrix: anonymous / another user / member / captain × every mutating call', async () => {
    const cap = await w.user('Капитан');
    const member = await w.user('Член');
    const stranger = await w.user('Чужой');
    type Case = {
      name: string;
      run: (who: Who | null) => Promise<number>;
      expected: [number, number, number, number];
    };
    // each case builds fresh state so one role's success does not change the next role's answer
    async function fresh() {
      const tm = await team(cap, `Матрица ${Math.random().toString(16).slice(2, 8)}`);
      await join(member, tm);
      const lineup = await register(cap, await w.event(), tm.id);
      const mp = json<{ id: number }>(
        (await call('POST', '/api/event_player/', member, { user: member.id, event_team: lineup.id })).body,
      );
      return { tm, lineup, memberPlayer: mp.id };
    }
    const cases: Case[] = [
      {
        name: 'PATCH team/{id}/ title',
        run: async (who) => {
          const s = await fresh();
          return (await call('PATCH', `/api/team/${s.tm.id}/`, who, { title: `Новое ${s.tm.id}` }))
            .statusCode;
        },
        expected: [401, 403, 403, 200],
      },
      {
        name: 'PATCH event_team/{id}/ title',
        run: async (who) => {
          const s = await fresh();
          return (await call('PATCH', `/api/event_team/${s.lineup.id}/`, who, { title: 'Состав' }))
            .statusCode;
        },
        expected: [401, 403, 403, 200],
      },
      {
        name: 'PUT event_team/{id}/ title',
        run: async (who) => {
          const s = await fresh();
          return (await call('PUT', `/api/event_team/${s.lineup.id}/`, who, { title: 'Состав' })).statusCode;
        },
        expected: [401, 403, 403, 200],
      },
      {
        name: 'DELETE event_team/{id}/',
        run: async (who) => {
          const s = await fresh();
          return (await call('DELETE', `/api/event_team/${s.lineup.id}/`, who)).statusCode;
        },
        expected: [401, 403, 403, 204],
      },
      {
        name: "DELETE another player's event_player/{id}/",
        run: async (who) => {
          const s = await fresh();
          const status = (await call('DELETE', `/api/event_player/${s.memberPlayer}/`, who)).statusCode;
          return status;
        },
        // the member is the player himself: he may toggle himself out
        expected: [401, 403, 204, 204],
      },
      {
        name: "PUT another player's event_player/{id}/",
        run: async (who) => {
          const s = await fresh();
          return (
            await call('PUT', `/api/event_player/${s.memberPlayer}/`, who, {
              user: member.id,
              event_team: s.lineup.id,
              participant_count: 2,
            })
          ).statusCode;
        },
        expected: [401, 403, 200, 200],
      },
      {
        name: 'POST event_player/ for the member',
        run: async (who) => {
          const tm = await team(cap, `Матрица-п ${Math.random().toString(16).slice(2, 8)}`);
          await join(member, tm);
          const ev = await w.event();
          const lineup = await register(cap, ev, tm.id);
          return (await call('POST', '/api/event_player/', who, { user: member.id, event_team: lineup.id }))
            .statusCode;
        },
        expected: [401, 403, 201, 201],
      },
      {
        name: 'DELETE team/{id}/user/{member}/',
        run: async (who) => {
          const s = await fresh();
          return (await call('DELETE', `/api/team/${s.tm.id}/user/${member.id}/`, who)).statusCode;
        },
        // the member leaving himself is allowed
        expected: [401, 403, 204, 204],
      },
      {
        name: 'POST team/{id}/new_player/ (someone else)',
        run: async (who) => {
          const s = await fresh();
          return (
            await call('POST', `/api/team/${s.tm.id}/new_player/`, who, {
              name: 'Гость',
              phone: '+7 916 555-44-33',
            })
          ).statusCode;
        },
        expected: [401, 403, 200, 200],
      },
      {
        name: 'POST event_team/ (another lineup, the first one full)',
        run: async (who) => {
          const s = await fresh();
          // the member brings 8 guests: 1 + 9 = the place's 10
          await app.db
            .updateTable('event_players')
            .set({ participant_count: 9 })
            .where('id', '=', s.memberPlayer)
            .execute();
          return (await call('POST', '/api/event_team/', who, { event: s.lineup.event, team: s.tm.id }))
            .statusCode;
        },
        expected: [401, 403, 403, 201],
      },
    ];
    const roles: (Who | null)[] = [null, stranger, member, cap];
    for (const c of cases) {
      const got: number[] = [];
      for (const who of roles) got.push(await c.run(who));
      expect({ call: c.name, statuses: got }).toEqual({ call: c.name, statuses: c.expected });
    }
  });

  it('race: 50 concurrent joins into a team limited to 10 → exactly 10', async () => {
    const eventId = await w.event();
    const cap = await w.user('Капитан');
    const tm = await team(cap, 'Толпа');
    const lineup = await register(cap, eventId, tm.id);
    const members: Who[] = [];
    for (let i = 0; i < 50; i++) {
      const m = await w.user(`Игрок ${i}`);
      await join(m, tm);
      members.push(m);
    }
    const joinAs = (m: Who) => call('POST', '/api/event_player/', m, { user: m.id, event_team: lineup.id });
    let codes = (await Promise.all(members.map(joinAs))).map((a) => a.statusCode);
    // On a loaded machine a request can wait longer for a pooled connection than the pool allows and is
    // answered 503 «try again», having changed nothing: the player's browser sends it again, so does this.
    const busy = (c: number) => c === 503;
    for (let round = 0; round < 5 && codes.some(busy); round++) {
      const retried = members.filter((_m, i) => busy(codes[i] ?? 0));
      const answers = await Promise.all(retried.map(joinAs));
      codes = codes.map((c) => (busy(c) ? (answers.shift()?.statusCode ?? c) : c));
    }
    // the captain holds 1 place: 9 more fit
    expect({
      joined: codes.filter((c) => c === 201).length,
      refused: codes.filter((c) => c === 400).length,
    }).toEqual({
      joined: 9,
      refused: 41,
    });
    const players = await app.db
      .selectFrom('event_players')
      .select('id')
      .where('event_team_id', '=', lineup.id)
      .execute();
    expect(players).toHaveLength(10);
  });

  it('race: 30 teams into a game with room for 20 → 20 registered, 10 in reserve; a withdrawal promotes one', async () => {
    const place = await w.place({ max_teams: 20 });
    const eventId = await w.event({ placeId: place });
    const captains: Who[] = [];
    const teams: TeamJson[] = [];
    for (let i = 0; i < 30; i++) {
      const c = await w.user(`Капитан ${i}`);
      captains.push(c);
      teams.push(await team(c, `Гонка ${target} ${i}`));
    }
    const answers = await Promise.all(
      captains.map((c, i) => call('POST', '/api/event_team/', c, { event: eventId, team: teams[i]?.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const lineups = answers.map((a) => json<LineupJson>(a.body));
    const registered = lineups.filter((l) => l.status === 'registered');
    expect(registered).toHaveLength(20);
    expect(lineups.filter((l) => l.status === 'reserve')).toHaveLength(10);

    const list = json<{ free_places: number; reserve: { id: number; position: number }[] }>(
      (await call('GET', `/api/event/${eventId}/team`)).body,
    );
    expect(list.free_places).toBe(0);
    expect(list.reserve.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const firstReserve = list.reserve[0]?.id;

    const leaving = registered[0];
    const leaver = captains[lineups.indexOf(leaving as LineupJson)];
    expect((await call('DELETE', `/api/event_team/${leaving?.id}/`, leaver)).statusCode).toBe(204);
    const after = json<{ registered: { id: number }[]; reserve: { id: number }[] }>(
      (await call('GET', `/api/event/${eventId}/team`)).body,
    );
    expect(after.registered).toHaveLength(20);
    expect(after.reserve).toHaveLength(9);
    expect(after.registered.map((r) => r.id)).toContain(firstReserve);

    // its captain is told through the message channel (the dev outbox of `other`)
    const promotedIndex = lineups.findIndex((l) => l.id === firstReserve);
    const phone = captains[promotedIndex]?.phone ?? '';
    const messages = json<{ text: string }[]>((await call('GET', `/api/dev/messages?phone=${phone}`)).body);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain('из резерва');
  });

  it('anonymous form: new team → code sent → the form’s confirm call logs in and registers; the team page answers', async () => {
    const eventId = await w.event();
    const res = await call('POST', `/api/event_registration_form/${eventId}/`, null, {
      phone: '+7 (916) 700-00-01',
      name: 'Аноним',
      participant_count: 3,
      team_title: 'Новые лица',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ send_auth_code: { sent: boolean; send_by: string }; status: string }>(res.body);
    expect(body.send_auth_code).toEqual({ sent: true, send_by: 'other' });
    expect(body.status).toBe('pending');

    // the code step shows what this version registers
    expect(json(res.body)).toMatchObject({
      pending: { team_title: 'Новые лица', participant_count: 3, join_existing: false },
    });
    const outbox = json<{ code: string }>((await call('GET', '/api/dev/outbox?phone=79167000001')).body);
    const login = await call('POST', `/api/event_registration_form/${eventId}/confirm/`, null, {
      phone: '79167000001',
      code: outbox.code,
      challenge: json<{ challenge: string }>(res.body).challenge,
    });
    expect(login.statusCode).toBe(200);
    const done = json<{ token: string; first_name: string; event_team: { team: { id: number } } }>(
      login.body,
    );
    expect(done.first_name).toBe('Аноним');
    const page = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/team/${done.event_team.team.id}/`,
      headers: { authorization: `Token ${done.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(json<{ players: { participantCount: number; inGame: boolean }[] }>(page.body).players[0]).toEqual(
      expect.objectContaining({ inGame: true, participantCount: 3 }),
    );

    const taken = await call('POST', `/api/event_registration_form/${eventId}/`, null, {
      phone: '+7 (916) 700-00-02',
      name: 'Второй',
      team_title: 'новые лица',
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken.body)).toEqual({ detail: TEAM_TEXTS.titleTaken });
    const bad = await call('POST', `/api/event_registration_form/${eventId}/`, null, {
      phone: '12',
      name: 'Я',
      team_title: '',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('«Играть в сборной»: the player gets a place in the united team, once', async () => {
    const eventId = await w.event();
    const a = await w.user();
    const first = await call('POST', `/api/event/${eventId}/register_on_united_team/`, a, {});
    expect(first.statusCode).toBe(201);
    const lineup = json<{ event_team: { team: { is_united: boolean; id: number } } }>(first.body).event_team;
    expect(lineup.team.is_united).toBe(true);
    const again = await call('POST', `/api/event/${eventId}/register_on_united_team/`, a, {});
    expect(again.statusCode).toBe(201);
    expect((await call('GET', `/api/event/${eventId}/team/${lineup.team.id}/`, a)).statusCode).toBe(200);
    expect((await call('POST', `/api/event/${eventId}/register_on_united_team/`, null, {})).statusCode).toBe(
      401,
    );
  });
});
