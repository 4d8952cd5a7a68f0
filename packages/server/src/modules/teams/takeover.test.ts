/**
 * Nothing on someone else's team, place or phone without proof, written as the attacks, on SQLite
 * and PostgreSQL: claiming a united team, the anonymous form before its code, joining a team by its
 * title, one captain hoarding a game's team places, and the team patch that changes nothing.
 */
import { TEAM_TEXTS, TEXT_SENDS_PER_ACCOUNT } from '@quiz/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { makeWorld, type TeamJson, teamsClient, type World } from '../../../test/teams-world';
import { dbOutbox } from '../../auth/outbox';

interface LineupJson {
  id: number;
  status: 'registered' | 'reserve';
  team: { id: number };
  event_players: { id: number; user: number }[];
}
interface Confirmed {
  token: string;
  event_team: { id: number; team: { id: number }; status: 'registered' | 'reserve' } | null;
  detail: string | null;
}

jest.setTimeout(90_000);

let ipSeq = 0;
/** a fresh client address: the per-address request limits are not what these tests are about */
const nextIp = () => {
  ipSeq += 1;
  return `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

describeEachDb('consent: teams, places and phones only with proof', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: World;

  const { call, team, join } = teamsClient(() => app, nextIp);
  const asToken = (method: InjectOptions['method'], url: string, token: string) =>
    app.inject({ method, url, remoteAddress: nextIp(), headers: { authorization: `Token ${token}` } });

  const form = (eventId: number, body: object) =>
    call('POST', `/api/event_registration_form/${eventId}/`, null, body);
  const challengeOf = (res: { body: string }) => json<{ challenge?: string }>(res.body).challenge ?? '';
  /** The form's code step: the code that reached the phone (unless given) and the submit's challenge. */
  async function confirm(eventId: number, phone: string, challenge: string, code?: string) {
    const sent = code ?? (await dbOutbox(app.db).latest(phone))?.code ?? '';
    return call('POST', `/api/event_registration_form/${eventId}/confirm/`, null, {
      phone,
      code: sent,
      challenge,
    });
  }
  const lineupsOf = (eventId: number) =>
    app.db.selectFrom('event_teams').selectAll().where('event_id', '=', eventId).execute();
  const teamsTitled = (title: string) =>
    app.db.selectFrom('teams').select('id').where('title', '=', title).execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    w = await makeWorld(app);
  });
  afterAll(async () => t?.close());

  it('united team: a stranger cannot make himself captain; its players stay registered and no phone leaks', async () => {
    const eventId = await w.event();
    const players = [await w.user('Первый'), await w.user('Второй'), await w.user('Третий')];
    let teamId = 0;
    for (const p of players) {
      const res = await call('POST', `/api/event/${eventId}/register_on_united_team/`, p, {});
      expect(res.statusCode).toBe(201);
      teamId = json<{ event_team: LineupJson }>(res.body).event_team.team.id;
    }
    const lineup = (await lineupsOf(eventId))[0];
    const thief = await w.user('Вор');

    const claim = await call('PATCH', `/api/team/${teamId}/`, thief, { captain: thief.id });
    expect(claim.statusCode).toBe(403);
    expect(json(claim.body)).toEqual({ detail: TEAM_TEXTS.unitedHasNoCaptain });
    // a player of the united team cannot take it over either
    const insider = await call('PATCH', `/api/team/${teamId}/`, players[0], { captain: players[0]?.id });
    expect(insider.statusCode).toBe(403);
    // the title of a united team gives no claim (409) either
    const byTitle = await call('POST', '/api/team/', thief, { title: 'Сборная' });
    expect(byTitle.statusCode).not.toBe(409);

    const row = await app.db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
    expect(row?.captain_id).toBeNull();
    expect((await call('GET', `/api/event/${eventId}/team/${teamId}/`, thief)).statusCode).toBe(404);
    const players0 = await app.db
      .selectFrom('event_players')
      .select(['id', 'user_id'])
      .where('event_team_id', '=', lineup?.id ?? 0)
      .execute();
    expect(players0).toHaveLength(3);
    expect((await call('DELETE', `/api/event_player/${players0[1]?.id}/`, thief)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/event_team/${lineup?.id}/`, thief, { title: 'Мой состав' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/event_team/${lineup?.id}/`, thief)).statusCode).toBe(403);

    // the strangers are still registered; a player of the united team sees no one's phone or slug
    const list = json<{ registered: { participants: number }[] }>(
      (await call('GET', `/api/event/${eventId}/team`)).body,
    );
    expect(list.registered).toEqual([expect.objectContaining({ participants: 3 })]);
    const page = json<{ team: TeamJson; players: { phone: string | null }[] }>(
      (await call('GET', `/api/event/${eventId}/team/${teamId}/`, players[0])).body,
    );
    expect(page.players.map((p) => p.phone)).toEqual([null, null, null]);
    expect(page.team.secret_slug).toBe('');
    expect(page.team.players.every((p) => p.phone === null)).toBe(true);
  });

  it('a captainless team is claimed by its member, through the 409 flow only when nobody is left', async () => {
    const member = await w.user('Старожил');
    const stranger = await w.user('Чужой');
    const kept = await app.db
      .insertInto('teams')
      .values({ title: 'Брошенные', captain_id: null, city_id: w.cityId, secret_slug: 'abandoned-slug' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('team_members').values({ team_id: kept.id, user_id: member.id }).execute();

    const offer = await call('POST', '/api/team/', stranger, { title: 'Брошенные' });
    expect(offer.statusCode).toBe(400);
    expect(json(offer.body)).toEqual({ title: [TEAM_TEXTS.titleTaken] });
    const claim = await call('PATCH', `/api/team/${kept.id}/`, stranger, { captain: stranger.id });
    expect(claim.statusCode).toBe(403);
    expect(json(claim.body)).toEqual({ detail: TEAM_TEXTS.claimNeedsMembership });
    expect((await call('GET', '/api/user/teams', stranger)).body).toBe('[]');

    const own = await call('PATCH', `/api/team/${kept.id}/`, member, { captain: member.id });
    expect(own.statusCode).toBe(200);
    expect(json<TeamJson>(own.body).captain).toBe(member.id);
  });

  it('anonymous form with a stranger’s phone: nothing changes until the code; the code registers', async () => {
    const eventId = await w.event();
    const victim = await w.user('Жертва');
    const mine = await team(victim, `Мои ${target}`);
    const before = {
      teams: (await call('GET', '/api/user/teams', victim)).body,
      games: (await call('GET', '/api/user/events', victim)).body,
      cabinet: (await call('GET', '/api/user_detail/', victim)).body,
    };
    const body = {
      phone: victim.phone,
      name: 'Самозванец',
      participant_count: 4,
      team_title: `Захват ${target}`,
    };

    const first = await form(eventId, body);
    expect(first.statusCode).toBe(201);
    expect(json(first.body)).toEqual(
      expect.objectContaining({ send_auth_code: { sent: true, send_by: 'other' }, status: 'pending' }),
    );
    // reload, double click, a second tab: each submit is a version of its own with its own challenge
    // and code (within the number's budget); none changes another
    // one after another: the code reaching the phone last belongs to the form sent last (sent at once,
    // either may be the later one)
    const again = [await form(eventId, body), await form(eventId, body)];
    expect(again.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set([first, ...again].map(challengeOf)).size).toBe(3);
    const codes = await app.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('phone', '=', victim.phone)
      .execute();
    expect(codes).toHaveLength(3);
    const pending = await app.db
      .selectFrom('pending_registrations')
      .select('id')
      .where('phone', '=', victim.phone)
      .execute();
    expect(pending).toHaveLength(3);

    expect(await teamsTitled(body.team_title)).toEqual([]);
    expect(await lineupsOf(eventId)).toEqual([]);
    expect((await call('GET', '/api/user/teams', victim)).body).toBe(before.teams);
    expect((await call('GET', '/api/user/events', victim)).body).toBe(before.games);
    expect((await call('GET', '/api/user_detail/', victim)).body).toBe(before.cabinet);
    expect(json<TeamJson[]>(before.teams).map((x) => x.id)).toEqual([mine.id]);

    // a wrong code registers nothing
    const latest = again[1] ?? first;
    const wrong = await confirm(eventId, victim.phone, challengeOf(latest), '0000');
    const real = (await dbOutbox(app.db).latest(victim.phone))?.code;
    if (real !== '0000') {
      expect(wrong.statusCode).toBe(400);
      expect(await teamsTitled(body.team_title)).toEqual([]);
    }

    // the owner of the phone enters the code of the form he holds (the latest here): now he is
    // registered, captain of the new team
    const done = await confirm(eventId, victim.phone, challengeOf(latest));
    expect(done.statusCode).toBe(200);
    const result = json<Confirmed>(done.body);
    expect(result.detail).toBeNull();
    expect(result.event_team?.status).toBe('registered');
    const created = await app.db
      .selectFrom('teams')
      .selectAll()
      .where('title', '=', body.team_title)
      .executeTakeFirstOrThrow();
    expect(created.captain_id).toBe(victim.id);
    const page = json<{ players: { id: number; inGame: boolean; participantCount: number }[] }>(
      (await asToken('GET', `/api/event/${eventId}/team/${created.id}/`, result.token)).body,
    );
    expect(page.players).toEqual([
      expect.objectContaining({ id: victim.id, inGame: true, participantCount: 4 }),
    ]);
    // his account's name was not replaced by the form's
    expect(
      json<{ first_name: string }>((await call('GET', '/api/user_detail/', victim)).body).first_name,
    ).toBe('Жертва');
    // his version is consumed; the two others wait for codes nobody will type and lapse with them
    expect(
      await app.db
        .selectFrom('pending_registrations')
        .select('id')
        .where('phone', '=', victim.phone)
        .execute(),
    ).toHaveLength(2);
  });

  it('joining by title alone is refused: not a member, no phone or slug visible; the invite link joins', async () => {
    const eventId = await w.event();
    const cap = await w.user('Капитан');
    const tm = await team(cap, `Жертвы ${target}`);
    const member = await w.user('Игрок');
    await join(member, tm);
    const lineupRes = await call('POST', '/api/event_team/', cap, { event: eventId, team: tm.id });
    expect(lineupRes.statusCode).toBe(201);
    const attacker = await w.user('Чужак');

    const byTitle = await form(eventId, {
      phone: attacker.phone,
      name: 'Чужак',
      team_title: tm.title,
      join_existing: true,
    });
    expect(byTitle.statusCode).toBe(400);
    expect(json(byTitle.body)).toEqual({ team_invite: [TEAM_TEXTS.joinNeedsInvite] });
    expect((await confirm(eventId, attacker.phone, challengeOf(byTitle), '1234')).statusCode).toBe(400);
    const members = await app.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', tm.id)
      .execute();
    expect(members.map((m) => m.user_id).sort((a, b) => a - b)).toEqual(
      [cap.id, member.id].sort((a, b) => a - b),
    );
    expect((await call('GET', '/api/user/teams', attacker)).body).toBe('[]');
    expect((await call('GET', `/api/event/${eventId}/team/${tm.id}/`, attacker)).statusCode).toBe(404);
    expect((await call('GET', `/api/team/${tm.id}/create_whatsapp_chat`, attacker)).statusCode).toBe(403);
    const victimLineup = json<LineupJson>(lineupRes.body).id;
    const self = await call('POST', '/api/event_player/', attacker, {
      user: attacker.id,
      event_team: victimLineup,
    });
    expect(self.statusCode).toBe(400);

    // the invite link: still no guests in another team's lineup
    const invite = `https://quiz.example/reg_on_team/${tm.secret_slug}`;
    const guests = await form(eventId, {
      phone: attacker.phone,
      name: 'Чужак',
      team_invite: invite,
      join_existing: true,
      participant_count: 9,
    });
    expect(guests.statusCode).toBe(400);
    expect(json(guests.body)).toEqual({ participant_count: [TEAM_TEXTS.joinWithoutGuests] });

    // someone holding the invite (the team's new player) joins, after his code
    const newcomer = await w.user('Новенький');
    const ok = await form(eventId, {
      phone: newcomer.phone,
      name: 'Новенький',
      team_invite: invite,
      join_existing: true,
    });
    expect(ok.statusCode).toBe(201);
    expect(
      await app.db.selectFrom('team_members').select('user_id').where('user_id', '=', newcomer.id).execute(),
    ).toEqual([]);
    const done = json<Confirmed>((await confirm(eventId, newcomer.phone, challengeOf(ok))).body);
    expect(done.event_team?.team.id).toBe(tm.id);
    const teams = json<TeamJson[]>((await call('GET', '/api/user/teams', newcomer)).body);
    expect(teams.map((x) => x.id)).toEqual([tm.id]);

    // the invite page shows a non-member no phone
    const bySlug = json<TeamJson>((await call('GET', `/api/team_by_slug/${tm.secret_slug}/`, attacker)).body);
    expect(bySlug.players.every((p) => p.phone === null)).toBe(true);
    const asMember = json<TeamJson>((await call('GET', `/api/team_by_slug/${tm.secret_slug}/`, member)).body);
    expect(asMember.players.find((p) => p.id === cap.id)?.phone).toBe(cap.phone);
  });

  it('one captain: 7 sequential and 20 parallel event_team posts make one lineup; another only when full', async () => {
    const place = await w.place({ max_teams: 10, max_players_in_team: 2 });
    const cap = await w.user('Жадный');
    const tm = await team(cap, `Жадины ${target}`);

    const sequential = await w.event({ placeId: place });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await call('POST', '/api/event_team/', cap, { event: sequential, team: tm.id })).statusCode,
      );
    expect(codes).toEqual([201, 400, 400, 400, 400, 400, 400]);
    const refused = await call('POST', '/api/event_team/', cap, { event: sequential, team: tm.id });
    expect(json(refused.body)).toEqual({ detail: TEAM_TEXTS.lineupsNotFull });
    expect(await lineupsOf(sequential)).toHaveLength(1);
    const list = json<{ free_places: number }>((await call('GET', `/api/event/${sequential}/team`)).body);
    expect(list.free_places).toBe(9);

    const parallel = await w.event({ placeId: place });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/event_team/', cap, { event: parallel, team: tm.id }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await lineupsOf(parallel)).toHaveLength(1);

    // the first lineup full (2 of 2): one more lineup, and not a third while the second has room
    const member = await w.user('Второй');
    await join(member, tm);
    const [first] = await lineupsOf(parallel);
    expect(
      (await call('POST', '/api/event_player/', member, { user: member.id, event_team: first?.id }))
        .statusCode,
    ).toBe(201);
    const extra = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/event_team/', cap, { event: parallel, team: tm.id }),
      ),
    );
    expect(extra.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await lineupsOf(parallel)).toHaveLength(2);
  });

  it('30 parallel anonymous submits for a game with room for 5 → never more than 5 registered', async () => {
    const place = await w.place({ max_teams: 5 });
    const eventId = await w.event({ placeId: place });
    const phones = Array.from(
      { length: 30 },
      (_, i) => `7925${String(3_000_000 + i + (target === 'sqlite' ? 0 : 500)).slice(-7)}`,
    );
    const submits = await Promise.all(
      phones.map((phone, i) =>
        form(eventId, { phone, name: `Игрок ${i}`, team_title: `Поток ${target} ${i}` }),
      ),
    );
    expect(submits.map((s) => s.statusCode)).toEqual(Array(30).fill(201));
    expect(await lineupsOf(eventId)).toEqual([]);

    const confirmed = await Promise.all(
      phones.map((phone, i) => confirm(eventId, phone, challengeOf(submits[i] ?? { body: '{}' }))),
    );
    expect(confirmed.map((c) => c.statusCode)).toEqual(Array(30).fill(200));
    const statuses = confirmed.map((c) => json<Confirmed>(c.body).event_team?.status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'reserve')).toHaveLength(25);
    const rows = await lineupsOf(eventId);
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(5);
    expect(rows).toHaveLength(30);
  });

  it('PATCH team/{id}/ with nothing to change or an unknown city: 400 in Russian, nothing changed', async () => {
    const cap = await w.user('Капитан');
    const tm = await team(cap, `Патч ${target}`);
    const empty = await call('PATCH', `/api/team/${tm.id}/`, cap, {});
    expect(empty.statusCode).toBe(400);
    // refused by the contract (nonEmptyPatch) before any handler: the validation shape of SPEC §8
    expect(json(empty.body)).toEqual({ non_field_errors: [TEAM_TEXTS.nothingToChange] });
    const unknown = await call('PATCH', `/api/team/${tm.id}/`, cap, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown.body)).toEqual({ non_field_errors: [TEAM_TEXTS.nothingToChange] });
    const city = await call('PATCH', `/api/team/${tm.id}/`, cap, { city: 999_999, title: 'Другое' });
    expect(city.statusCode).toBe(400);
    expect(json(city.body)).toEqual({ city: [TEAM_TEXTS.cityNotFound] });
    const row = await app.db
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', tm.id)
      .executeTakeFirstOrThrow();
    expect({ title: row.title, city: row.city_id }).toEqual({ title: tm.title, city: tm.city });
  });
  it('a captain adding players by phone texts each number, at most TEXT_SENDS_PER_ACCOUNT an hour: no pumping', async () => {
    const captain = await w.user('Капитан');
    const tm = await team(captain, 'Насос');
    const statuses: number[] = [];
    const max = TEXT_SENDS_PER_ACCOUNT.max;
    for (let i = 0; i <= max; i += 1) {
      const phone = `7925${String(1_000_000 + i).slice(-7)}`;
      const res = await call('POST', `/api/team/${tm.id}/new_player/`, captain, { name: 'Гость', phone });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status < 300)).toBe(true);
    expect(statuses[max]).toBe(429);
    const texts = await app.db
      .selectFrom('dev_messages')
      .select('phone')
      .where('phone', 'like', '7925%')
      .execute();
    expect(texts.length).toBe(max);
  });
});
