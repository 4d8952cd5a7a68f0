/**
 * Seating calls on SQLite and PostgreSQL: organizers of the game's city only (401/403 otherwise, an
 * organizer of another city included), a team moved between
 * tables frees the old one, leaving the game frees the table, stale versions are refused, and 20
 * concurrent assignments to one table never overfill it. The stream gets a notice for each change.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SeatingState } from '@quiz/contract';
import { ORGANIZER_TEXTS, SEATING_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { issueToken } from '../../plugins/current-user';

const ORGANIZER_PHONE = '79990000001';
const PLAYER_PHONE = '79990000002';
/** Пётр Невский organizes Санкт-Петербург only (demo seed) */
const OTHER_CITY_ORGANIZER_PHONE = '79990000003';

describeEachDb('seating', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let organizer: string;
  let player: string;
  let otherCity: string;
  let eventId: number;

  const auth = (token: string) => ({ authorization: `Token ${token}` });
  const read = async (token = organizer) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/seating/`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    return json<SeatingState>(res.body);
  };
  const patch = (teamId: number, body: Record<string, unknown>, token = organizer) =>
    app.inject({
      method: 'PATCH',
      url: `/api/event/${eventId}/seating/${teamId}/`,
      headers: auth(token),
      payload: body,
    });

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const db = app.db;
    const org = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', ORGANIZER_PHONE)
      .executeTakeFirstOrThrow();
    const pl = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', PLAYER_PHONE)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', OTHER_CITY_ORGANIZER_PHONE)
      .executeTakeFirstOrThrow();
    organizer = await issueToken(db, org.id);
    player = await issueToken(db, pl.id);
    otherCity = await issueToken(db, other.id);
    // a game in seating in a city the organizer runs (and the other organizer does not)
    const ev = await db
      .selectFrom('events')
      .select('id')
      .where('workflow_state', '=', 'sitting')
      .where(
        'city_id',
        'in',
        db.selectFrom('organizer_cities').select('city_id').where('user_id', '=', org.id),
      )
      .where(
        'city_id',
        'not in',
        db.selectFrom('organizer_cities').select('city_id').where('user_id', '=', other.id),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    eventId = ev.id;
  });
  afterAll(async () => t?.close());

  it('answers 401 without login, 403 with a Russian text to a player, the seating to an organizer', async () => {
    const anon = await app.inject({ method: 'GET', url: `/api/event/${eventId}/seating/` });
    expect(anon.statusCode).toBe(401);
    const denied = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/seating/`,
      headers: auth(player),
    });
    expect(denied.statusCode).toBe(403);
    expect(json(denied.body).detail).toMatch(/прав|организатор/i);
    const state = await read();
    expect(state.event.id).toBe(eventId);
    expect(state.teams.length).toBeGreaterThan(0);
    expect(state.tables.length).toBeGreaterThan(0);
    expect(state.event.place.furniture.length).toBeGreaterThan(0);
    for (const table of state.tables) {
      expect(table.free).toBe(table.max_capacity - table.occupied);
      expect(table.free).toBeGreaterThanOrEqual(0);
    }
    const inGame = state.teams.filter((team) => team.is_in_game);
    expect(state.summary.players_in_game).toBe(
      inGame.reduce((a, team) => a + team.estimated_number_of_players, 0),
    );
    expect(state.summary.free).toBe(state.summary.capacity - state.summary.players_in_game);
    expect(state.teams[0]?.max_players).toBe(10);
    expect(state.teams[0]?.registration_history.length).toBeGreaterThan(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/event/999999/seating/', headers: auth(organizer) }))
        .statusCode,
    ).toBe(404);
  });

  it('«из N» of every team is the game’s player limit: its own, else its venue’s, else 10', async () => {
    const game = await app.db
      .selectFrom('events')
      .select(['place_id', 'max_players_in_team'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const venue = await app.db
      .selectFrom('places')
      .select('max_players_in_team')
      .where('id', '=', game.place_id)
      .executeTakeFirstOrThrow();
    const limits = async (own: number | null, place: number | null) => {
      await app.db
        .updateTable('events')
        .set({ max_players_in_team: own })
        .where('id', '=', eventId)
        .execute();
      await app.db
        .updateTable('places')
        .set({ max_players_in_team: place })
        .where('id', '=', game.place_id)
        .execute();
      const state = await read();
      expect(state.teams.length).toBeGreaterThan(0);
      return [...new Set(state.teams.map((team) => team.max_players))];
    };
    try {
      expect(await limits(6, 8)).toEqual([6]);
      expect(await limits(null, 8)).toEqual([8]);
      expect(await limits(null, null)).toEqual([10]);
    } finally {
      await limits(game.max_players_in_team, venue.max_players_in_team);
    }
  });

  it('answers 403 with the Russian reason to an organizer of another city: reading, changing, the stream', async () => {
    const before = await read();
    const team = before.teams[0];
    if (!team) throw new Error('no team');
    const reading = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/seating/`,
      headers: auth(otherCity),
    });
    const change = await patch(team.id, { version: team.version, is_in_game: !team.is_in_game }, otherCity);
    const stream = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/seating_stream/`,
      headers: auth(otherCity),
    });
    for (const res of [reading, change, stream]) {
      expect(res.statusCode).toBe(403);
      expect(json(res.body).detail).toBe(ORGANIZER_TEXTS.notOrganizerOfCity);
    }
    expect(await read()).toEqual(before);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/event/999999/seating_stream/',
      headers: auth(organizer),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown.body).detail).toBe(SEATING_TEXTS.eventNotFound);
  });

  it('refuses a player’s change with 403 and changes nothing', async () => {
    const before = await read();
    const team = before.teams[0];
    if (!team) throw new Error('no team');
    const res = await patch(team.id, { version: team.version, is_in_game: !team.is_in_game }, player);
    expect(res.statusCode).toBe(403);
    expect((await read()).teams[0]).toEqual(team);
  });

  it('moves a team between tables (the old one is freed), then out of the game (its table freed)', async () => {
    await app.db.updateTable('places').set({ capacity: 500 }).execute();
    const before = await read();
    const team = before.teams.find((x) => !x.is_in_game) ?? before.teams[0];
    if (!team) throw new Error('no team');
    const size = team.estimated_number_of_players;
    const roomy = before.tables.filter((x) => x.free >= size && x.id !== team.seat_id);
    const [first, second] = roomy;
    if (!first || !second) throw new Error('no free tables');

    const one = await patch(team.id, { version: team.version, seat_id: first.id });
    expect(one.statusCode).toBe(200);
    const s1 = json<SeatingState>(one.body);
    const t1 = s1.teams.find((x) => x.id === team.id);
    expect(t1).toMatchObject({ is_in_game: true, seat_id: first.id, version: team.version + 1 });
    expect(t1?.occupied_furniture).toEqual([
      { id: first.id, capacity: first.capacity, max_capacity: first.max_capacity },
    ]);
    expect(s1.tables.find((x) => x.id === first.id)?.free).toBe(first.free - size);

    const two = await patch(team.id, { version: team.version + 1, seat_id: second.id });
    expect(two.statusCode).toBe(200);
    const s2 = json<SeatingState>(two.body);
    expect(s2.tables.find((x) => x.id === first.id)?.free).toBe(first.free);
    expect(s2.tables.find((x) => x.id === first.id)?.team_ids).not.toContain(team.id);
    expect(s2.tables.find((x) => x.id === second.id)?.free).toBe(second.free - size);

    const out = await patch(team.id, { version: team.version + 2, is_in_game: false });
    expect(out.statusCode).toBe(200);
    const s3 = json<SeatingState>(out.body);
    expect(s3.teams.find((x) => x.id === team.id)).toMatchObject({ is_in_game: false, seat_id: null });
    expect(s3.tables.find((x) => x.id === second.id)?.free).toBe(second.free);
    // flexible mode: in the game without a table adds its players to the summary
    const back = await patch(team.id, { version: team.version + 3, is_in_game: true });
    const s4 = json<SeatingState>(back.body);
    expect(s4.summary.players_in_game).toBe(s3.summary.players_in_game + size);
    expect(s4.summary.free).toBe(s3.summary.free - size);
  });

  it('refuses a stale version with 409, a clear text and the fresh seating; nothing is overwritten', async () => {
    const before = await read();
    const team = before.teams[0];
    if (!team) throw new Error('no team');
    const first = await patch(team.id, { version: team.version, is_in_game: !team.is_in_game });
    expect(first.statusCode).toBe(200);
    const stale = await patch(team.id, { version: team.version, is_in_game: team.is_in_game });
    expect(stale.statusCode).toBe(409);
    const body = json<{ detail: string; state: SeatingState }>(stale.body);
    expect(body.detail).toBe(SEATING_TEXTS.stale);
    expect(body.state.teams.find((x) => x.id === team.id)?.is_in_game).toBe(!team.is_in_game);
    expect((await read()).teams.find((x) => x.id === team.id)?.version).toBe(team.version + 1);
  });

  it('answers 400 for a change without a field, 404 for a team of another game, 409 for a full table', async () => {
    const state = await read();
    const team = state.teams[0];
    if (!team) throw new Error('no team');
    const empty = await patch(team.id, { version: team.version });
    expect(empty.statusCode).toBe(400);
    expect((await patch(999999, { version: 0, is_in_game: true })).statusCode).toBe(404);
    const table = state.tables[0];
    if (!table) throw new Error('no table');
    await app.db.updateTable('place_seats').set({ max_capacity: 0 }).where('id', '=', table.id).execute();
    const full = await patch(team.id, { version: team.version, seat_id: table.id });
    expect(full.statusCode).toBe(409);
    expect(json(full.body).detail).toMatch(/не хватает мест/);
    await app.db
      .updateTable('place_seats')
      .set({ max_capacity: table.max_capacity })
      .where('id', '=', table.id)
      .execute();
  });

  it('never overfills a table under 20 concurrent assignments of different teams', async () => {
    const db = app.db;
    const state = await read();
    const table = state.tables[state.tables.length - 1];
    if (!table) throw new Error('no table');
    // free the table, make it hold 7, and register 20 teams of 2 players each
    for (const id of table.team_ids) {
      const team = state.teams.find((x) => x.id === id);
      if (team) expect((await patch(id, { version: team.version, seat_id: null })).statusCode).toBe(200);
    }
    await db.updateTable('place_seats').set({ max_capacity: 7 }).where('id', '=', table.id).execute();
    const ev = await db
      .selectFrom('events')
      .select(['city_id'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const teamIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const team = await db
        .insertInto('teams')
        .values({
          title: `Гонка ${i + 1}`,
          city_id: ev.city_id,
          secret_slug: `race-${target}-${i}-${Date.now()}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const et = await db
        .insertInto('event_teams')
        .values({ event_id: eventId, team_id: team.id, title: `Гонка ${i + 1}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('event_team_history').values({ event_team_id: et.id, amount: 2 }).execute();
      teamIds.push(et.id);
    }
    const answers = await Promise.all(teamIds.map((id) => patch(id, { version: 0, seat_id: table.id })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(json(a.body).detail).toMatch(/не хватает мест/);
    }
    const after = (await read()).tables.find((x) => x.id === table.id);
    expect(after?.occupied).toBe(6);
    expect(after?.free).toBe(1);
    expect(after?.team_ids).toHaveLength(3);
  }, 60_000);

  it('sends an `event: seating` notice on the stream for each change (403 for a player)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const denied = await fetch(`http://127.0.0.1:${port}/api/event/${eventId}/seating_stream/`, {
      headers: auth(player),
    });
    expect(denied.status).toBe(403);

    const received: string[] = [];
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/event/${eventId}/seating_stream/`,
      headers: auth(organizer),
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toMatch(/no-transform/);
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));

    const state = await read();
    const team = state.teams[0];
    if (!team) throw new Error('no team');
    expect((await patch(team.id, { version: team.version, is_in_game: !team.is_in_game })).statusCode).toBe(
      200,
    );
    await waitFor(() => received.join('').includes('event: seating'));
    const data = /data: (.*)\n/.exec(received.join('').split('event: seating')[1] ?? '')?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      event_id: eventId,
      event_team_id: team.id,
      version: team.version + 1,
    });
    request.destroy();
  });

  // one seating hub per process (plugins/live-hubs.ts): the door's check-in in the organizer console is
  // a notice on the seating screen's stream even without Redis
  it('sends a notice on the seating stream for a check-in at the door (the same process)', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/event/${eventId}/seating_stream/`,
      headers: auth(organizer),
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    await waitFor(() => received.join('').includes(': connected'));

    const team = (await read()).teams[0];
    if (!team) throw new Error('no team');
    const door = await app.inject({
      method: 'POST',
      url: `/api/organizer/events/${eventId}/check_in/${team.id}/`,
      headers: auth(organizer),
      payload: { arrived: !team.is_in_game },
    });
    expect(door.statusCode).toBe(200);
    await waitFor(() => received.join('').includes(`"event_team_id":${team.id}`));
    request.destroy();
  });
});

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
