/**
 * A cancelled, moved or restored game says so everywhere, on SQLite and PostgreSQL: every person on it
 * (every player and captain of every lineup, reserve included, and every guest with a phone) is told
 * exactly once, with the organizer's reason; the game's API answer, the city's lists, the player's games
 * and cabinet say it is cancelled or show the new date; the `.ics` files carry STATUS:CANCELLED or the
 * new time with a higher SEQUENCE; registration and preorder are closed on a cancelled game; a cancelled
 * game is restored; a move in the wrong state and another city's organizer are refused in Russian.
 */
import type {
  Event,
  GamesMyResponse,
  LandingFeedResponse,
  OrganizerEvent,
  UserEventsResponse,
} from '@quiz/contract';
import { EVENT_STATUS_TEXTS, NOTICE_TEXTS_PER_GAME_PERSON, ORGANIZER_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { settleNotices } from '../../../test/notices';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';
import { issueToken } from '../../plugins/current-user';
import { whenText } from './events/notices';

/** A whole minute ahead (calendar files keep no milliseconds). */
const future = (days: number) =>
  new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();

describeEachDb('a cancelled or moved game', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  let game: number;
  let timezone: string;
  /** phones told of every change: players, captains (reserve too), the guest with a phone */
  let told: string[];
  let playerToken: string;
  let playerSecret: string;
  let unrelatedTeam: number;
  let unrelatedToken: string;
  /** the registered lineup the player is in */
  let playerLineup: number;
  const createCart = () =>
    app.inject({
      method: 'POST',
      url: `/api/preorder/event_team/${playerLineup}/cart/`,
      headers: auth(playerToken),
    });

  const patch = (payload: object, token = w.msk) =>
    app.inject({ method: 'PATCH', url: `/api/organizer/events/${game}/`, headers: auth(token), payload });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

  /** Runs the due notices until none is due (the route also starts a run after its commit). */
  const settle = (now?: () => Date) => settleNotices(app, now);
  /** The texts matching `text` each phone got. */
  const messages = async (text: RegExp) => {
    const rows = await app.db.selectFrom('dev_messages').select(['phone', 'text']).orderBy('id').execute();
    return rows.filter((r) => text.test(r.text));
  };
  const phonesOf = (rows: { phone: string }[]) => rows.map((r) => r.phone).sort();

  const vevent = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
    const mine = events.find((e) => String(e.getFirstPropertyValue('uid')).startsWith(`event-${game}@`));
    if (!mine) throw new Error(`no entry of game ${game} in ${url}`);
    return {
      status: String(mine.getFirstPropertyValue('status')),
      sequence: Number(mine.getFirstPropertyValue('sequence')),
      start: new ICAL.Event(mine).startDate.toJSDate().toISOString(),
    };
  };
  const eventIcs = () => vevent(`/api/event/${game}/calendar.ics`);
  const feedIcs = () => vevent(`/api/calendar/${playerSecret}/feed.ics`);
  const publicEvent = async () => json<Event>((await get(`/api/allow_any/event/${game}/`)).body);

  async function user(phone: string | null, name: string): Promise<number> {
    const row = await app.db
      .insertInto('users')
      .values({ phone, first_name: name, city_id: w.mskCity })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function lineup(title: string, captain: number, status: string, players: number[]) {
    const team = await app.db
      .insertInto('teams')
      .values({ title, captain_id: captain, city_id: w.mskCity, secret_slug: `${title}-${game}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const et = await app.db
      .insertInto('event_teams')
      .values({ event_id: game, team_id: team.id, title, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [captain, ...players])
      await app.db.insertInto('event_players').values({ event_team_id: et.id, user_id: id }).execute();
    return { team: team.id, lineup: et.id };
  }

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/events/',
      headers: auth(w.msk),
      payload: {
        theme: w.themeId,
        place: w.placeId,
        date: future(10),
        cost: 600,
        is_preorder_opened: true,
        publish: true,
      },
    });
    expect(created.statusCode).toBe(201);
    game = json<OrganizerEvent>(created.body).id;
    timezone = json<OrganizerEvent>(created.body).timezone;

    const captain = await user('79991110001', 'Капитан');
    const player = await user('79991110002', 'Игрок');
    const noPhone = await user(null, 'Безномера');
    const reserveCaptain = await user('79991110003', 'Резервист');
    const reservePlayer = await user('79991110004', 'Запасной');
    const guest = await user('79991110005', 'Гость');
    const linkGuest = await user(null, 'Гостьпоссылке');
    const registered = await lineup('Отменённые', captain, 'registered', [player, noPhone]);
    await lineup('Запасные', reserveCaptain, 'reserve', [reservePlayer]);
    for (const [id, name] of [
      [guest, 'Гость'],
      [linkGuest, 'Гостьпоссылке'],
    ] as const)
      await app.db
        .insertInto('carts')
        .values({ event_team_id: registered.lineup, user_id: id, name })
        .execute();
    playerLineup = registered.lineup;
    told = ['79991110001', '79991110002', '79991110003', '79991110004', '79991110005'];

    playerToken = await issueToken(app.db, player);
    playerSecret = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';
    await app.db
      .updateTable('users')
      .set({ calendar_secret: playerSecret })
      .where('id', '=', player)
      .execute();
    const outsider = await user('79991110006', 'Посторонний');
    unrelatedToken = await issueToken(app.db, outsider);
    unrelatedTeam = (
      await app.db
        .insertInto('teams')
        .values({
          title: 'Опоздавшие',
          captain_id: outsider,
          city_id: w.mskCity,
          secret_slug: `late-${game}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await app.db.insertInto('team_members').values({ team_id: unrelatedTeam, user_id: outsider }).execute();
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    // each change below is told at once: the half-hour budgets of the previous one are not in the way
    await app.db.deleteFrom('rate_limit_buckets').execute();
  });

  it('cancel: everyone on the game is told once with the reason; the page, lists, cabinet and .ics say cancelled', async () => {
    expect(await eventIcs()).toMatchObject({ status: 'CONFIRMED', sequence: 0 });
    const date = (await publicEvent()).date;

    const res = await patch({ action: 'cancel', reason: 'Ведущий заболел.' });
    expect(res.statusCode).toBe(200);
    expect(json<OrganizerEvent>(res.body).workflow_state).toBe('cancelled');
    await settle();
    const cancelled = await messages(/отменена/);
    expect(phonesOf(cancelled)).toEqual(told);
    for (const m of cancelled)
      expect(m.text).toBe(
        `Игра «${json<OrganizerEvent>(res.body).theme_title}» ${whenText(date, timezone)} отменена. Причина: Ведущий заболел. Приносим извинения.`,
      );

    const event = await publicEvent();
    expect(event.workflow_state).toBe('cancelled');
    expect(event.is_preorder_opened).toBe(false);
    const home = json<LandingFeedResponse>((await get(`/api/landing_feed?city=${w.mskCity}`)).body).events;
    expect(home.find((e) => e.id === game)?.workflow_state).toBe('cancelled');
    const upcoming = json<Event[]>((await get(`/api/games/future/?city=${w.mskCity}`)).body);
    expect(upcoming.find((e) => e.id === game)?.workflow_state).toBe('cancelled');
    const mine = json<GamesMyResponse>((await get('/api/games/my/', playerToken)).body);
    expect(mine.current.find((e) => e.id === game)?.workflow_state).toBe('cancelled');
    const cabinet = json<UserEventsResponse>((await get('/api/user/events', playerToken)).body);
    expect(cabinet.upcoming.find((g) => g.event.id === game)?.event.workflow_state).toBe('cancelled');

    expect(await eventIcs()).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(await feedIcs()).toMatchObject({ status: 'CANCELLED', sequence: 1 });

    const registration = await app.inject({
      method: 'POST',
      url: '/api/event_team/',
      headers: auth(unrelatedToken),
      payload: { event: game, team: unrelatedTeam },
    });
    expect(registration.statusCode).toBe(400);
    expect(json(registration.body)).toEqual({ detail: EVENT_STATUS_TEXTS.registrationCancelled });
    const cart = await createCart();
    expect(cart.statusCode).toBe(403);
    expect(json(cart.body)).toEqual({ detail: 'Игра отменена: предзаказ на неё закрыт.' });
  }, 60_000);

  it('refuses what a cancelled game does not allow, and another city organizer, changing nothing', async () => {
    const before = await app.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', game)
      .executeTakeFirstOrThrow();
    const again = await patch({ action: 'cancel' });
    expect(again.statusCode).toBe(400);
    expect(json(again.body).detail).toBe(ORGANIZER_TEXTS.cannotChangeCancelled);
    const moved = await patch({ action: 'postpone', date: future(14) });
    expect(moved.statusCode).toBe(400);
    expect(json(moved.body).detail).toBe(ORGANIZER_TEXTS.cannotChangeCancelled);
    for (const action of ['restore', 'cancel']) {
      const foreign = await patch({ action }, w.spb);
      expect(foreign.statusCode).toBe(403);
      expect(json(foreign.body).detail).toBe(ORGANIZER_TEXTS.notOrganizerOfCity);
    }
    const publishReason = await patch({ action: 'publish', reason: 'просто так' });
    expect(publishReason.statusCode).toBe(400);
    expect(JSON.stringify(json(publishReason.body))).toContain(ORGANIZER_TEXTS.reasonWithoutNotice);
    expect(
      await app.db.selectFrom('events').selectAll().where('id', '=', game).executeTakeFirstOrThrow(),
    ).toEqual(before);
    await settle();
    expect(await messages(/состоится|перенесена/)).toEqual([]);
  });

  it('restore: the game is back as it was announced, everyone is told once, the .ics is confirmed again', async () => {
    const res = await patch({ action: 'restore', reason: 'Нашли замену' });
    expect(res.statusCode).toBe(200);
    expect(json<OrganizerEvent>(res.body).workflow_state).toBe('published');
    await settle();
    const back = await messages(/состоится: отмена снята\. Причина: Нашли замену\. Регистрация сохранена\./);
    expect(phonesOf(back)).toEqual(told);
    expect(await publicEvent()).toMatchObject({ workflow_state: 'published', is_preorder_opened: true });
    expect((await createCart()).statusCode).toBe(201);
    expect(await eventIcs()).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
    expect(await feedIcs()).toMatchObject({ status: 'CONFIRMED', sequence: 2 });

    const notCancelled = await patch({ action: 'restore' });
    expect(notCancelled.statusCode).toBe(400);
    expect(json(notCancelled.body).detail).toBe(ORGANIZER_TEXTS.restoreNotCancelled);
  });

  it('postpone: the new time everywhere with the old one kept, a higher SEQUENCE, everyone told once', async () => {
    const old = (await publicEvent()).date;
    const date = future(12);
    const res = await patch({ action: 'postpone', date, reason: 'Ремонт в зале' });
    expect(res.statusCode).toBe(200);
    await settle();
    const moved = await messages(/перенесена на/);
    expect(phonesOf(moved)).toEqual(told);
    for (const m of moved)
      expect(m.text).toContain(
        `перенесена на ${whenText(date, timezone)}. Причина: Ремонт в зале. Регистрация сохранена.`,
      );
    const event = await publicEvent();
    expect([event.date, event.postponed_from]).toEqual([date, old]);
    expect(await eventIcs()).toEqual({ status: 'CONFIRMED', sequence: 3, start: date });
    expect(await feedIcs()).toEqual({ status: 'CONFIRMED', sequence: 3, start: date });
  });

  it('a game cancelled again within the half hour is told when it is over, and only while it is still cancelled', async () => {
    expect((await patch({ action: 'cancel' })).statusCode).toBe(200);
    await settle();
    const first = (await messages(/отменена/)).length;
    expect((await patch({ action: 'restore' })).statusCode).toBe(200);
    await settle();
    expect((await patch({ action: 'cancel' })).statusCode).toBe(200);
    await settle();
    // nobody is told a second cancellation within the half hour
    expect(await messages(/отменена/)).toHaveLength(first);
    expect(await eventIcs()).toMatchObject({ status: 'CANCELLED', sequence: 6 });

    const later = new Date(Date.now() + NOTICE_TEXTS_PER_GAME_PERSON.windowMs + 60_000);
    await settle(() => later);
    expect(phonesOf((await messages(/отменена/)).slice(first))).toEqual(told);
  });

  it('a change that had to wait is dropped once a later one is made: the person is told the last state once', async () => {
    const back = /состоится: отмена снята/;
    const [backBefore, cancelledBefore] = [
      (await messages(back)).length,
      (await messages(/отменена\./)).length,
    ];
    for (const action of ['restore', 'cancel']) {
      expect((await patch({ action })).statusCode).toBe(200);
      await settle();
    }
    expect(phonesOf((await messages(back)).slice(backBefore))).toEqual(told);
    expect(phonesOf((await messages(/отменена\./)).slice(cancelledBefore))).toEqual(told);
    // within the half hour: restored, cancelled and restored again, each waiting for its budget
    for (const action of ['restore', 'cancel', 'restore'])
      expect((await patch({ action })).statusCode).toBe(200);
    await settle();
    expect(await messages(back)).toHaveLength(backBefore + told.length);

    const later = new Date(Date.now() + NOTICE_TEXTS_PER_GAME_PERSON.windowMs + 60_000);
    await settle(() => later);
    expect(phonesOf((await messages(back)).slice(backBefore + told.length))).toEqual(told);
    expect(await messages(/отменена\./)).toHaveLength(cancelledBefore + told.length);
    expect(await eventIcs()).toMatchObject({ status: 'CONFIRMED', sequence: 11 });
  });

  it('a draft is not cancelled, and a cancelled game whose date has passed is not restored', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/api/organizer/events/',
      headers: auth(w.msk),
      payload: { theme: w.themeId, place: w.placeId, date: future(20), cost: 500 },
    });
    const draftId = json<OrganizerEvent>(draft.body).id;
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/organizer/events/${draftId}/`,
      headers: auth(w.msk),
      payload: { action: 'cancel' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused.body).detail).toBe(ORGANIZER_TEXTS.cancelDraft);
    expect((await get(`/api/allow_any/event/${draftId}/`)).statusCode).toBe(404);

    await app.db
      .updateTable('events')
      .set({ date: new Date(Date.now() - 86_400_000).toISOString(), workflow_state: 'cancelled' })
      .where('id', '=', game)
      .execute();
    const passed = await patch({ action: 'restore' });
    expect(passed.statusCode).toBe(400);
    expect(json(passed.body).detail).toBe(ORGANIZER_TEXTS.restorePassed);
    expect((await publicEvent()).workflow_state).toBe('cancelled');
  });
});
