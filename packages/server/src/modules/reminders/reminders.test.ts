/**
 * Reminders on the durable job queue, with an injected clock, on SQLite and PostgreSQL: due exactly
 * 24 h and 2 h before the start, a withdrawal cancels, a moved event reschedules, a restart (a new
 * queue, a crash mid-run) still delivers once, two processes on one database deliver once, a failing
 * channel is retried with backoff; plus the settings calls, the .ics files (parsed back with ical.js)
 * and the job counts.
 */
import ICAL from 'ical.js';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { type DbHandle, openDb } from '../../db';
import { JobQueue } from './queue';
import { type MessageSender, reminderTick } from './service';

// 19:30 in Moscow (UTC+3, no DST)
const START = '2030-03-15T16:30:00.000Z';
const HOUR = 60 * 60 * 1000;
const at = (iso: string, deltaMs: number) => new Date(new Date(iso).getTime() + deltaMs);
const PHONE = '79123456780';

describeEachDb('reminders', (target) => {
  let t: TestApp;
  let now: Date;
  let sent: { phone: string; text: string }[];
  let failNext = 0;
  let ids: { eventId: number; userId: number; eventTeamId: number };

  const sender: MessageSender = {
    async send(phone, text) {
      if (failNext > 0) {
        failNext--;
        throw new Error('provider down');
      }
      sent.push({ phone, text });
    },
  };
  const queue = () => new JobQueue(t.app.db, { now: () => now });
  const tick = (q = queue()) => reminderTick(t.app.db, q, sender, 'https://quiz.example');

  beforeAll(async () => {
    t = await startTestApp(target, { publicOrigin: 'https://quiz.example' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    sent = [];
    failNext = 0;
    const db = t.app.db;
    // a clean slate per test on the one app of this file (migrating anew per test is slow on PostgreSQL)
    for (const table of [
      'jobs',
      'reminder_deliveries',
      'event_players',
      'event_teams',
      'teams',
      'events',
      'games',
      'themes',
      'places',
      'cities',
      'tokens',
      'auth_codes',
      'rate_limit_buckets',
      'dev_outbox',
      'users',
    ] as const)
      await db.deleteFrom(table).execute();
    const city = await db
      .insertInto('cities')
      .values({
        title: 'Москва',
        subdomain: 'msk',
        currency_code: 'RUB',
        currency_symbol: '₽',
        timezone: 'Europe/Moscow',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const place = await db
      .insertInto('places')
      .values({
        city_id: city.id,
        title: 'Бар «Ромашка»',
        address: 'ул. Ленина, 1',
        lat: 55.7,
        lon: 37.6,
        secret_slug: 'p1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theme = await db
      .insertInto('themes')
      .values({ title: 'Гарри Поттер', picture: '/p.png', picture_thumb: '/t.png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const game = await db
      .insertInto('games')
      .values({ theme_id: theme.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await db
      .insertInto('events')
      .values({
        game_id: game.id,
        place_id: place.id,
        city_id: city.id,
        date: START,
        postfix: '#2',
        difficulty: 'norm',
        workflow_state: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ first_name: 'Аня', phone: PHONE })
      .returning('id')
      .executeTakeFirstOrThrow();
    const team = await db
      .insertInto('teams')
      .values({ title: 'Совы', secret_slug: 's1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const et = await db
      .insertInto('event_teams')
      .values({ event_id: event.id, team_id: team.id, title: 'Совы' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('event_players').values({ event_team_id: et.id, user_id: user.id }).execute();
    ids = { eventId: event.id, userId: user.id, eventTeamId: et.id };
  });
  it('is due exactly 24 h and 2 h before the start, with the local time, venue and link', async () => {
    now = at(START, -24 * HOUR - 1);
    expect(await tick()).toEqual({ planned: 2, ran: 0 });
    expect(sent).toEqual([]);
    expect(await queue().counts()).toEqual({ pending: 2, failed: 0 });

    now = at(START, -24 * HOUR);
    expect(await tick()).toEqual({ planned: 0, ran: 1 });
    expect(sent).toEqual([
      {
        phone: PHONE,
        text: `Завтра квиз «Гарри Поттер #2»: 15 марта, 19:30, Бар «Ромашка», ул. Ленина, 1. https://quiz.example/event/${ids.eventId}`,
      },
    ]);

    now = at(START, -2 * HOUR - 1);
    expect((await tick()).ran).toBe(0);
    now = at(START, -2 * HOUR);
    expect((await tick()).ran).toBe(1);
    expect(sent.map((s) => s.text.split(':')[0])).toEqual([
      'Завтра квиз «Гарри Поттер #2»',
      'Через 2 часа квиз «Гарри Поттер #2»',
    ]);
    now = at(START, -1 * HOUR);
    expect(await tick()).toEqual({ planned: 0, ran: 0 });
    expect(sent).toHaveLength(2);
    expect(await queue().counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('a late registration gets only the reminder still ahead', async () => {
    now = at(START, -3 * HOUR);
    expect((await tick()).planned).toBe(1);
    now = at(START, -2 * HOUR);
    await tick();
    expect(sent.map((s) => s.text.startsWith('Через 2 часа'))).toEqual([true]);
  });

  it('a withdrawal cancels the pending reminders; registering again plans them anew', async () => {
    now = at(START, -25 * HOUR);
    expect((await tick()).planned).toBe(2);
    await t.app.db.deleteFrom('event_players').where('user_id', '=', ids.userId).execute();
    now = at(START, -24 * HOUR);
    expect((await tick()).ran).toBe(1);
    expect(sent).toEqual([]);
    const cancelled = await t.app.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('status', '=', 'cancelled')
      .execute();
    expect(cancelled).toEqual([{ status: 'cancelled', last_error: 'not registered' }]);

    await t.app.db
      .insertInto('event_players')
      .values({ event_team_id: ids.eventTeamId, user_id: ids.userId })
      .execute();
    now = at(START, -24 * HOUR + 10 * 60_000);
    await tick();
    expect(sent.map((s) => s.text.slice(0, 6))).toEqual(['Завтра']);
  });

  it('a cancelled event or switched-off reminders send nothing', async () => {
    now = at(START, -25 * HOUR);
    await tick();
    await t.app.db
      .updateTable('events')
      .set({ workflow_state: 'cancelled' })
      .where('id', '=', ids.eventId)
      .execute();
    now = at(START, -2 * HOUR);
    await tick();
    expect(sent).toEqual([]);
    await t.app.db
      .updateTable('events')
      .set({ workflow_state: 'published' })
      .where('id', '=', ids.eventId)
      .execute();
    await t.app.db.updateTable('users').set({ reminders_enabled: 0 }).execute();
    now = at(START, -1 * HOUR);
    expect((await tick()).planned).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a moved event cancels the old reminders and gets new ones at the new time', async () => {
    now = at(START, -24.5 * HOUR);
    expect((await tick()).planned).toBe(2);
    const moved = at(START, 24 * HOUR).toISOString();
    await t.app.db.updateTable('events').set({ date: moved }).where('id', '=', ids.eventId).execute();
    now = at(START, -24 * HOUR);
    await tick();
    expect(sent).toEqual([]);
    now = at(moved, -24 * HOUR);
    await tick();
    now = at(moved, -2 * HOUR);
    await tick();
    expect(sent.map((s) => s.text.slice(0, 30))).toEqual(
      ['Завтра квиз «Гарри Поттер #2»:', 'Через 2 часа квиз «Гарри Поттер'].map((s) => s.slice(0, 30)),
    );
    expect(sent[0]?.text).toContain('16 марта, 19:30');
    const statuses = await t.app.db
      .selectFrom('jobs')
      .select('last_error')
      .where('status', '=', 'cancelled')
      .execute();
    expect(statuses.map((s) => s.last_error)).toEqual(['event moved', 'event moved']);
  });

  it('a restart in between (a crash mid-run included) still delivers each reminder once', async () => {
    now = at(START, -25 * HOUR);
    await tick(queue());
    // the process dies after taking the job and before finishing it
    now = at(START, -24 * HOUR);
    const crashed = new JobQueue(t.app.db, { now: () => now, leaseMs: 5 * 60_000 });
    expect(await crashed.claim()).not.toBeNull();
    // a new process: the job is still leased, so nothing is sent twice meanwhile
    await tick(queue());
    expect(sent).toEqual([]);
    now = at(START, -24 * HOUR + 6 * 60_000);
    await tick(queue());
    await tick(queue());
    expect(sent).toHaveLength(1);
    now = at(START, -2 * HOUR);
    await tick(queue());
    await tick(queue());
    expect(sent).toHaveLength(2);
  });

  // SQLite is the one-process setup (a second writer connection in the same process would wait on
  // the first one's lock): there two workers share the process's connection; on PostgreSQL they are
  // two pools on one schema, like two server processes.
  it('two processes (two workers on SQLite) on one database deliver each reminder once', async () => {
    let second: DbHandle | null = null;
    if (target === 'postgres') {
      second = openDb(t.database);
    }
    const otherDb = second?.db ?? t.app.db;
    try {
      // more players, so the processes really race for jobs
      for (let i = 0; i < 6; i++) {
        const u = await t.app.db
          .insertInto('users')
          .values({ first_name: `Игрок ${i}`, phone: `7912000000${i}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('event_players')
          .values({ event_team_id: ids.eventTeamId, user_id: u.id })
          .execute();
      }
      const q1 = new JobQueue(t.app.db, { now: () => now });
      const q2 = new JobQueue(otherDb, { now: () => now });
      for (const moment of [at(START, -24 * HOUR), at(START, -2 * HOUR)]) {
        now = moment;
        await Promise.all([
          reminderTick(t.app.db, q1, sender, 'https://quiz.example'),
          reminderTick(otherDb, q2, sender, 'https://quiz.example'),
          reminderTick(t.app.db, q1, sender, 'https://quiz.example'),
          reminderTick(otherDb, q2, sender, 'https://quiz.example'),
        ]);
      }
      expect(sent).toHaveLength(14);
      expect(new Set(sent.map((s) => `${s.phone} ${s.text.slice(0, 6)}`)).size).toBe(14);
    } finally {
      await second?.destroy();
    }
  });

  it('a failing channel is retried with backoff, then counted as failed', async () => {
    now = at(START, -24 * HOUR);
    failNext = 1;
    await tick();
    expect(sent).toEqual([]);
    expect(await queue().counts()).toEqual({ pending: 2, failed: 0 });
    now = at(START, -24 * HOUR + 29_000);
    await tick();
    expect(sent).toEqual([]);
    now = at(START, -24 * HOUR + 30_000);
    await tick();
    expect(sent).toHaveLength(1);

    failNext = 100;
    let moment = at(START, -2 * HOUR).getTime();
    for (let i = 0; i < 6; i++) {
      now = new Date(moment);
      await tick();
      moment += 30_000 * 2 ** i;
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health/jobs/' });
    expect(json(res.body)).toEqual({ pending: 0, failed: 1 });
    // the same counts on the site's health call
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(json<{ status: string; jobs: unknown }>(health.body)).toMatchObject({
      status: 'ok',
      jobs: { pending: 0, failed: 1 },
    });
  });

  describe('calls', () => {
    async function login(): Promise<Record<string, string>> {
      const phone = PHONE;
      const sent = await t.app.inject({ method: 'POST', url: '/api/create_user/', payload: { phone } });
      expect(sent.statusCode).toBe(200);
      const { challenge } = json<{ challenge: string }>(sent.body);
      const box = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
      const code = json<{ code: string }>(box.body).code;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/validate/',
        payload: { phone, code, challenge },
      });
      return { authorization: `Token ${json<{ token: string }>(res.body).token}` };
    }

    it('reminder settings: read, switch off, refuse bad input, need a login', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/reminders/' })).statusCode).toBe(401);
      const headers = await login();
      const read = await t.app.inject({ method: 'GET', url: '/api/user/reminders/', headers });
      expect(json(read.body)).toEqual({ reminders_enabled: true, calendar_feed: null });
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/reminders/',
        headers,
        payload: { reminders_enabled: 'нет' },
      });
      expect(bad.statusCode).toBe(400);
      const off = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/reminders/',
        headers,
        payload: { reminders_enabled: false },
      });
      expect(json(off.body)).toEqual({ reminders_enabled: false, calendar_feed: null });
      now = at(START, -2 * HOUR);
      expect((await tick()).planned).toBe(0);
    });

    it("the event's .ics parses back with the venue's local time, a stable UID and a 2-hour duration", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/event/${ids.eventId}/calendar.ics`,
        // the links come from the configured origin, never from the Host header
        headers: { host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('no VEVENT');
      const event = new ICAL.Event(vevent);
      expect(event.summary).toBe('Гарри Поттер #2');
      expect(event.location).toBe('Бар «Ромашка», ул. Ленина, 1');
      expect(event.uid).toBe(`event-${ids.eventId}@quiz.example`);
      expect(event.startDate.toJSDate().toISOString()).toBe(START);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * HOUR);
      const local = new Intl.DateTimeFormat('ru-RU', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Moscow',
      });
      expect(local.format(event.startDate.toJSDate())).toBe('19:30');
      expect(vevent.getFirstPropertyValue('url')).toBe(`https://quiz.example/event/${ids.eventId}`);
      expect((await t.app.inject({ method: 'GET', url: '/api/event/999999/calendar.ics' })).statusCode).toBe(
        404,
      );
    });

    it('the personal feed lists the registered games; rotating the secret revokes the old URL', async () => {
      const headers = await login();
      const made = json<{ calendar_feed: string }>(
        (await t.app.inject({ method: 'POST', url: '/api/user/calendar_secret/', headers })).body,
      ).calendar_feed;
      expect(made).toMatch(/^\/api\/calendar\/[0-9a-f]{32}\/feed\.ics$/);
      // the logged-in user is the registered player (same phone)
      const feed = await t.app.inject({ method: 'GET', url: made });
      expect(feed.statusCode).toBe(200);
      const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
      expect(events.map((e) => new ICAL.Event(e).summary)).toEqual(['Гарри Поттер #2']);

      const rotated = json<{ calendar_feed: string }>(
        (await t.app.inject({ method: 'POST', url: '/api/user/calendar_secret/', headers })).body,
      ).calendar_feed;
      expect(rotated).not.toBe(made);
      expect((await t.app.inject({ method: 'GET', url: made })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: rotated })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nothex/feed.ics' })).statusCode).toBe(
        400,
      );
    });
  });
});
