/**
 * Teams at the door on game night, on SQLite and PostgreSQL: a walk-in team (a new one with its
 * captain's account made and nothing texted to him, or one from the base) is registered and arrived;
 * a no-show frees its place and the first reserve is offered it; promoting a reserve team puts it in
 * the main list and texts its captain; the game's team limit and per-team limit refuse without the
 * organizer's `over_limit` and allow with it, in «Кто придёт» and in the seating alike; the people a
 * team brought are recorded; another city's organizer is refused; every change is in the history.
 */
import type {
  AuditEntry,
  EventTeamsResponse,
  LimitConflict,
  OrganizerEventsResponse,
  RegistrationsResponse,
  RegistrationTeam,
  SeatingState,
  TeamSearchResponse,
} from '@quiz/contract';
import {
  alreadyOnGameText,
  DOOR_TEXTS,
  ORGANIZER_TEXTS,
  playerLimitText,
  promotedText,
  TEAM_TEXTS,
  teamLimitText,
} from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';
import { deliverNoticesNow } from '../reminders/notices';

describeEachDb('organizer: teams at the door', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  let game = '';
  let phoneSeq = 0;

  const post = (path: string, payload?: object, token = () => w.msk) =>
    app.inject({
      method: 'POST',
      url: `/api/organizer/events/${w.eventId}/${path}`,
      headers: auth(token()),
      ...(payload === undefined ? {} : { payload }),
    });
  const registrations = async () =>
    json<RegistrationsResponse>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizer/events/${w.eventId}/registrations/`,
          headers: auth(w.msk),
        })
      ).body,
    );
  const teamOf = (data: RegistrationsResponse, id: number): RegistrationTeam | undefined =>
    data.teams.find((x) => x.event_team_id === id);
  const setLimit = (max_teams: number) =>
    app.db.updateTable('events').set({ max_teams }).where('id', '=', w.eventId).execute();
  /** Makes the game full: its limit is the number of registered lineups now. */
  const fill = async () => setLimit((await registrations()).totals.teams_registered);

  /** A team of Moscow with its captain (a phone of its own) and a lineup of `status` on the game. */
  async function lineup(
    title: string,
    status: 'registered' | 'reserve',
  ): Promise<{ id: number; phone: string }> {
    phoneSeq += 1;
    const phone = `7999777${String(phoneSeq).padStart(4, '0')}`;
    const user = await app.db
      .insertInto('users')
      .values({ phone, first_name: `Капитан ${title}`, city_id: w.mskCity })
      .returning('id')
      .executeTakeFirstOrThrow();
    const team = await app.db
      .insertInto('teams')
      .values({ title, captain_id: user.id, city_id: w.mskCity, secret_slug: `door${phone}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('team_members').values({ team_id: team.id, user_id: user.id }).execute();
    const row = await app.db
      .insertInto('event_teams')
      .values({ event_id: w.eventId, team_id: team.id, title, status, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('event_players')
      .values({ event_team_id: row.id, user_id: user.id, participant_count: 3 })
      .execute();
    return { id: row.id, phone };
  }

  const history = async () =>
    json<AuditEntry[]>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/organizer/events/${w.eventId}/history/`,
          headers: auth(w.msk),
        })
      ).body,
    );

  /** Runs the due notices until none is left running (the route also starts a run after its commit). */
  const settle = async () => {
    for (let round = 0; round < 200; round += 1) {
      await deliverNoticesNow(app.db, app.settings.env);
      const busy = await app.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'notice')
        .where('status', 'in', ['running', 'pending'])
        .execute();
      if (busy.length === 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('notices still running');
  };
  const textsTo = async (phone: string) =>
    (await app.db.selectFrom('dev_messages').select('text').where('phone', '=', phone).execute()).map(
      (m) => m.text,
    );

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    const event = await app.db
      .selectFrom('events')
      .innerJoin('games', 'games.id', 'events.game_id')
      .innerJoin('themes', 'themes.id', 'games.theme_id')
      .select(['themes.title', 'events.postfix'])
      .where('events.id', '=', w.eventId)
      .executeTakeFirstOrThrow();
    game = `${event.title}${event.postfix ? ` ${event.postfix}` : ''}`;
  }, 60_000);
  afterAll(async () => t?.close());

  it('adds a walk-in team with its captain (account made, nothing texted), registered and arrived with its people', async () => {
    await setLimit((await registrations()).totals.teams_registered + 1);
    const res = await post('walk_in/', {
      title: 'Поздние совы',
      captain_phone: '+7 (999) 555-01-01',
      captain_name: 'Пётр',
      players: 4,
    });
    expect(res.statusCode).toBe(201);
    const data = json<RegistrationsResponse>(res.body);
    const owls = data.teams.find((x) => x.title === 'Поздние совы');
    expect(owls).toMatchObject({
      status: 'registered',
      arrived: true,
      players_arrived: 4,
      captain: { name: 'Пётр', phone: '79995550101' },
    });
    expect(owls?.players.map((p) => p.phone)).toEqual(['79995550101']);
    expect(await textsTo('79995550101')).toEqual([]);
    const codes = await app.db
      .selectFrom('auth_codes')
      .select('phone')
      .where('phone', '=', '79995550101')
      .execute();
    expect(codes).toEqual([]);
    expect((await history())[0]).toMatchObject({
      action: 'team.walk_in',
      summary: 'Команда у входа: «Поздние совы»',
    });

    // the same title again is a team of the base: found there, not made twice
    const again = await post('walk_in/', { title: 'поздние СОВЫ', captain_phone: '79995550102' });
    expect(again.statusCode).toBe(400);
    expect(json(again.body)).toEqual({ title: [DOOR_TEXTS.titleTaken] });
    const bad = await post('walk_in/', { title: 'Без телефона' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad.body))).toContain(DOOR_TEXTS.walkInNeedsTeam);
    const badPhone = await post('walk_in/', { title: 'Кривой номер', captain_phone: '12-34' });
    expect(badPhone.statusCode).toBe(400);
    expect(json(badPhone.body)).toEqual({ captain_phone: [TEAM_TEXTS.invalidPhone] });
  });

  it('adds a team of the base found by its captain’s phone, once', async () => {
    const base = await app.db
      .insertInto('users')
      .values({ phone: '79995550200', first_name: 'Зоя', city_id: w.mskCity })
      .returning('id')
      .executeTakeFirstOrThrow();
    const team = await app.db
      .insertInto('teams')
      .values({ title: 'Старые знакомые', captain_id: base.id, city_id: w.mskCity, secret_slug: 'door-base' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('team_members').values({ team_id: team.id, user_id: base.id }).execute();
    await setLimit((await registrations()).totals.teams_registered + 1);

    const search = async (q: string) =>
      json<TeamSearchResponse>(
        (
          await app.inject({
            method: 'GET',
            url: `/api/organizer/events/${w.eventId}/team_search/?q=${encodeURIComponent(q)}`,
            headers: auth(w.msk),
          })
        ).body,
      ).teams;
    const found = await search('555-02-00');
    expect(found).toEqual([
      {
        id: team.id,
        title: 'Старые знакомые',
        captain: { name: 'Зоя', phone: '+7 ••• •••-02-00' },
        on_event: false,
      },
    ]);
    expect((await search('старые')).map((x) => x.id)).toContain(team.id);

    const res = await post('walk_in/', { team: team.id });
    expect(res.statusCode).toBe(201);
    expect(json<RegistrationsResponse>(res.body).teams.find((x) => x.team_id === team.id)).toMatchObject({
      status: 'registered',
      arrived: true,
      players_arrived: null,
      title: 'Старые знакомые',
    });
    expect((await search('Старые')).find((x) => x.id === team.id)?.on_event).toBe(true);
    const twice = await post('walk_in/', { team: team.id });
    expect(twice.statusCode).toBe(400);
    expect(json(twice.body).detail).toBe(alreadyOnGameText('Старые знакомые'));
  });

  it('a no-show frees its place and the first reserve team is offered it; promoting it texts its captain', async () => {
    const late = await lineup('Опоздуны', 'registered');
    await fill();
    const first = await lineup('Первые в резерве', 'reserve');
    const second = await lineup('Вторые в резерве', 'reserve');
    expect((await registrations()).offer).toBeNull();

    const res = await post(`no_show/${late.id}/`);
    expect(res.statusCode).toBe(200);
    const data = json<RegistrationsResponse>(res.body);
    expect(teamOf(data, late.id)?.status).toBe('no_show');
    expect(data.totals.teams_no_show).toBe(1);
    expect(data.offer).toEqual({ event_team_id: first.id, title: 'Первые в резерве' });
    expect((await history())[0]).toMatchObject({
      action: 'team.no_show',
      summary: 'Команда «Опоздуны» не пришла',
    });

    const promoted = await post(`promote/${first.id}/`, {});
    expect(promoted.statusCode).toBe(200);
    const after = json<RegistrationsResponse>(promoted.body);
    expect(teamOf(after, first.id)?.status).toBe('registered');
    expect(after.offer).toBeNull();
    await settle();
    expect(await textsTo(first.phone)).toEqual([promotedText('Первые в резерве', game)]);
    expect((await history())[0]).toMatchObject({
      action: 'team.promote',
      summary: 'Команда «Первые в резерве» переведена из резерва в основной список',
    });

    // no place left: the next reserve team only over the limit, and only when the organizer says so
    const limit = after.totals.team_limit ?? 0;
    const refused = await post(`promote/${second.id}/`, {});
    expect(refused.statusCode).toBe(409);
    expect(json<LimitConflict>(refused.body)).toEqual({
      detail: teamLimitText(after.totals.teams_registered, limit),
      limit: 'teams',
    });
    expect(teamOf(await registrations(), second.id)?.status).toBe('reserve');
    const over = await post(`promote/${second.id}/`, { over_limit: true });
    expect(over.statusCode).toBe(200);
    expect(teamOf(json<RegistrationsResponse>(over.body), second.id)?.status).toBe('registered');
    expect(json<RegistrationsResponse>(over.body).totals.teams_registered).toBe(limit + 1);
  });

  it('a no-show holds no place on the game’s public team list nor in the console’s count of registered teams', async () => {
    const gone = await lineup('Не дошли', 'registered');
    await setLimit((await registrations()).totals.teams_registered + 3);
    const publicList = async () =>
      json<EventTeamsResponse>(
        (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/team` })).body,
      );
    const counted = async () =>
      json<OrganizerEventsResponse>(
        (
          await app.inject({
            method: 'GET',
            url: `/api/organizer/events/?city=${w.mskCity}`,
            headers: auth(w.msk),
          })
        ).body,
      ).upcoming.find((e) => e.id === w.eventId)?.teams_registered;
    const before = await publicList();
    const registeredBefore = await counted();
    expect(before.registered.map((x) => x.id)).toContain(gone.id);
    expect((await post(`no_show/${gone.id}/`)).statusCode).toBe(200);
    const after = await publicList();
    expect(after.registered.map((x) => x.id)).not.toContain(gone.id);
    expect(after.reserve.map((x) => x.id)).not.toContain(gone.id);
    expect(after.free_places).toBe((before.free_places ?? 0) + 1);
    expect(await counted()).toBe((registeredBefore ?? 0) - 1);
  });

  it('refuses a no-show for a team that has arrived, and a promotion of a team already in the main list', async () => {
    const here = await lineup('Уже здесь', 'registered');
    await setLimit((await registrations()).totals.teams_registered + 5);
    expect((await post(`check_in/${here.id}/`, { arrived: true })).statusCode).toBe(200);
    const noShow = await post(`no_show/${here.id}/`);
    expect(noShow.statusCode).toBe(400);
    expect(json(noShow.body).detail).toBe(DOOR_TEXTS.arrivedNotNoShow);
    expect(teamOf(await registrations(), here.id)?.status).toBe('registered');
    const promote = await post(`promote/${here.id}/`, {});
    expect(promote.statusCode).toBe(400);
    expect(json(promote.body).detail).toBe(DOOR_TEXTS.alreadyInGame);
  });

  it('a full game refuses a walk-in and a reserve check-in without over_limit, and takes them with it', async () => {
    await fill();
    const data = await registrations();
    const limit = data.totals.team_limit ?? 0;
    const walkIn = await post('walk_in/', { title: 'Сверх лимита', captain_phone: '79995550301' });
    expect(walkIn.statusCode).toBe(409);
    expect(json<LimitConflict>(walkIn.body)).toEqual({
      detail: teamLimitText(data.totals.teams_registered, limit),
      limit: 'teams',
    });
    const made = await app.db.selectFrom('users').select('id').where('phone', '=', '79995550301').execute();
    expect(made).toEqual([]);
    expect(
      await app.db.selectFrom('teams').select('id').where('title', '=', 'Сверх лимита').execute(),
    ).toEqual([]);
    expect(
      (await post('walk_in/', { title: 'Сверх лимита', captain_phone: '79995550301', over_limit: true }))
        .statusCode,
    ).toBe(201);

    const waiting = await lineup('Резерв у входа', 'reserve');
    const checkIn = await post(`check_in/${waiting.id}/`, { arrived: true });
    expect(checkIn.statusCode).toBe(409);
    expect(json<LimitConflict>(checkIn.body).limit).toBe('teams');
    expect(teamOf(await registrations(), waiting.id)).toMatchObject({ status: 'reserve', arrived: false });
    const taken = await post(`check_in/${waiting.id}/`, { arrived: true, over_limit: true });
    expect(taken.statusCode).toBe(200);
    expect(teamOf(json<RegistrationsResponse>(taken.body), waiting.id)).toMatchObject({
      status: 'registered',
      arrived: true,
    });
  });

  it('records the people a team brought; more than the game allows in a team only over the limit', async () => {
    const team = await lineup('Большая семья', 'registered');
    const data = await registrations();
    const max = data.totals.max_players_in_team;
    const five = await post(`check_in/${team.id}/`, { arrived: true, players: 5 });
    expect(five.statusCode).toBe(200);
    expect(teamOf(json<RegistrationsResponse>(five.body), team.id)).toMatchObject({
      arrived: true,
      players_arrived: 5,
    });
    const seated = json<SeatingState>(
      (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/seating/`, headers: auth(w.msk) }))
        .body,
    ).teams.find((x) => x.id === team.id);
    expect(seated).toMatchObject({ is_in_game: true, estimated_number_of_players: 5 });
    const many = await post(`check_in/${team.id}/`, { arrived: true, players: max + 2 });
    expect(many.statusCode).toBe(409);
    expect(json<LimitConflict>(many.body)).toEqual({
      detail: playerLimitText(max + 2, max),
      limit: 'players',
    });
    expect(teamOf(await registrations(), team.id)?.players_arrived).toBe(5);
    const over = await post(`check_in/${team.id}/`, { arrived: true, players: max + 2, over_limit: true });
    expect(teamOf(json<RegistrationsResponse>(over.body), team.id)?.players_arrived).toBe(max + 2);
    const without = await post(`check_in/${team.id}/`, { arrived: false, players: 3 });
    expect(without.statusCode).toBe(400);
    expect(JSON.stringify(json(without.body))).toContain(DOOR_TEXTS.playersNeedArrival);
    const gone = await post(`check_in/${team.id}/`, { arrived: false });
    expect(teamOf(json<RegistrationsResponse>(gone.body), team.id)).toMatchObject({
      arrived: false,
      players_arrived: null,
    });
  });

  it('the seating’s «Добавить в игру» of a reserve team keeps the limit and takes it into the main list', async () => {
    await fill();
    const waiting = await lineup('Резерв в рассадке', 'reserve');
    const seating = async () =>
      json<SeatingState>(
        (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/seating/`, headers: auth(w.msk) }))
          .body,
      );
    const before = (await seating()).teams.find((x) => x.id === waiting.id);
    expect(before?.status).toBe('reserve');
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/event/${w.eventId}/seating/${waiting.id}/`,
        headers: auth(w.msk),
        payload,
      });
    const data = await registrations();
    const refused = await patch({ version: before?.version ?? 0, is_in_game: true });
    expect(refused.statusCode).toBe(409);
    const conflict = json<{ detail: string; limit: string; state: SeatingState }>(refused.body);
    expect(conflict.detail).toBe(teamLimitText(data.totals.teams_registered, data.totals.team_limit ?? 0));
    expect(conflict.limit).toBe('teams');
    expect(conflict.state.teams.find((x) => x.id === waiting.id)?.is_in_game).toBe(false);
    const taken = await patch({ version: before?.version ?? 0, is_in_game: true, over_limit: true });
    expect(taken.statusCode).toBe(200);
    expect(json<SeatingState>(taken.body).teams.find((x) => x.id === waiting.id)).toMatchObject({
      is_in_game: true,
      status: 'registered',
    });
    expect(teamOf(await registrations(), waiting.id)).toMatchObject({ status: 'registered', arrived: true });
  });

  it('another city’s organizer is refused every door call, and nothing changes', async () => {
    const team = await lineup('Чужие', 'registered');
    const spb = () => w.spb;
    const calls = [
      post('walk_in/', { title: 'Из Питера', captain_phone: '79995550401' }, spb),
      post(`no_show/${team.id}/`, undefined, spb),
      post(`promote/${team.id}/`, {}, spb),
      post(`check_in/${team.id}/`, { arrived: true, players: 4 }, spb),
      app.inject({
        method: 'GET',
        url: `/api/organizer/events/${w.eventId}/team_search/?q=${encodeURIComponent('Чужие')}`,
        headers: auth(w.spb),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(json(res.body).detail).toBe(ORGANIZER_TEXTS.notOrganizerOfCity);
    }
    expect(teamOf(await registrations(), team.id)).toMatchObject({
      status: 'registered',
      arrived: false,
      players_arrived: null,
    });
    expect(
      await app.db.selectFrom('users').select('id').where('phone', '=', '79995550401').execute(),
    ).toEqual([]);
  });
});
