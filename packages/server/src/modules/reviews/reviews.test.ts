/**
 * Reviews on SQLite and PostgreSQL (seeded demo database): the review window in the venue city's
 * calendar (day 0, day 6, day 7, before the game), the participant check, draft → completion → 403,
 * claims checked against the game package, texts stored as given, the organizer-only summary.
 */
import { REVIEW_TEXT_MAX, REVIEW_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';
import { CLAIM_NOT_IN_PACKAGE } from './service';

const DAY = 86_400_000;

interface ReviewJson {
  id: number;
  is_completed: boolean;
  questions_assessment: number | null;
  portal: number | null;
  restaurant_comment: string | null;
  want_orginizer_responce: boolean | null;
  claims: { tour: number; block: number; task: number; text: string }[];
}
interface PageJson {
  state: string;
  event: { id: number };
  game_package: { tours: { id: number; task_blocks: { id: number; tasks: { id: number }[] }[] }[] } | null;
  review: ReviewJson | null;
  can_see_summary: boolean;
}

describeEachDb('mf-reviews: reviews', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let eventId: number;
  let playerToken: string;
  let strangerToken: string;
  let organizerToken: string;
  let claim: { tour: number; block: number; task: number };
  let foreignTask: number;

  const auth = (token: string | null) => (token ? { authorization: `Token ${token}` } : {});
  const page = (token: string | null, id = eventId) =>
    app.inject({ method: 'GET', url: `/api/event/${id}/review/`, headers: auth(token) });
  const save = (token: string | null, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/event_review/', payload, headers: auth(token) });
  const setDate = (date: Date) =>
    app.db.updateTable('events').set({ date: date.toISOString() }).where('id', '=', eventId).execute();
  const reviewCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function newUser(phone: string, name: string): Promise<{ id: number; token: string }> {
    const row = await app.db
      .insertInto('users')
      .values({ first_name: name, phone, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), token: await issueToken(app.db, Number(row.id)) };
  }

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    // a Moscow game without reviews, with teams and a package; a new player joins one of its teams
    const ev = await app.db
      .selectFrom('events')
      .innerJoin('cities', 'cities.id', 'events.city_id')
      .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
      .select(['events.id as id', 'events.city_id as city_id', 'event_teams.id as event_team_id'])
      .where('events.workflow_state', '=', 'finished')
      .where('cities.title', '=', 'Москва')
      .where('cities.timezone', '=', 'Europe/Moscow')
      .where('events.id', 'not in', (eb) => eb.selectFrom('reviews').select('event_id'))
      .orderBy('events.date', 'desc')
      .executeTakeFirstOrThrow();
    eventId = ev.id;
    const player = await newUser('79990007001', 'Игрок');
    playerToken = player.token;
    await app.db
      .insertInto('event_players')
      .values({
        event_team_id: ev.event_team_id,
        user_id: player.id,
        participant_count: 1,
        created_at: nowIso(),
      })
      .execute();
    strangerToken = (await newUser('79990007002', 'Чужой')).token;
    // the summary is for the organizers of the game's city
    const organizer = await app.db
      .selectFrom('organizer_cities')
      .select('user_id')
      .where('city_id', '=', ev.city_id)
      .executeTakeFirstOrThrow();
    organizerToken = await issueToken(app.db, organizer.user_id);
    await setDate(new Date(Date.now() - 60_000));
    const p = json<PageJson>((await page(playerToken)).body);
    const tour = p.game_package?.tours[0];
    const block = tour?.task_blocks[0];
    const task = block?.tasks[0];
    if (!tour || !block || !task) throw new Error('seeded game has no package');
    claim = { tour: tour.id, block: block.id, task: task.id };
    const other = await app.db
      .selectFrom('tasks')
      .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
      .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
      .innerJoin('games', 'games.game_package_id', 'tours.game_package_id')
      .innerJoin('events', 'events.game_id', 'games.id')
      .select('tasks.id as id')
      .where('events.id', '!=', eventId)
      .where('games.id', '!=', (eb) => eb.selectFrom('events').select('game_id').where('id', '=', eventId))
      .executeTakeFirstOrThrow();
    foreignTask = other.id;
  }, 60_000);
  afterAll(async () => t?.close(), 30_000);

  it('needs login; 404 for an unknown game', async () => {
    expect((await page(null)).statusCode).toBe(401);
    expect((await save(null, { event: eventId })).statusCode).toBe(401);
    const unknown = await page(playerToken, 999999);
    expect(unknown.statusCode).toBe(404);
    expect((await save(playerToken, { event: 999999 })).statusCode).toBe(404);
  });

  it('the window: before the game, day 0 and day 6 are open, day 7 is closed (venue time zone)', async () => {
    await setDate(new Date(Date.now() + 3600_000));
    expect(json<PageJson>((await page(playerToken)).body).state).toBe('not_passed');
    const early = await save(playerToken, { event: eventId });
    expect(early.statusCode).toBe(400);
    expect(json(early.body)).toEqual({ detail: REVIEW_TEXTS.notPassed });
    expect(await reviewCount()).toBeGreaterThanOrEqual(0);

    await setDate(new Date(Date.now() - 60_000));
    const day0 = json<PageJson>((await page(playerToken)).body);
    expect(day0.state).toBe('open');
    expect(day0.game_package?.tours.length).toBeGreaterThan(0);
    expect((await save(playerToken, { event: eventId })).statusCode).toBe(200);

    await setDate(new Date(Date.now() - 6 * DAY));
    expect(json<PageJson>((await page(playerToken)).body).state).toBe('open');
    expect((await save(playerToken, { event: eventId })).statusCode).toBe(200);

    await setDate(new Date(Date.now() - 7 * DAY));
    const day7 = json<PageJson>((await page(playerToken)).body);
    expect(day7.state).toBe('closed');
    expect(day7.game_package).toBeNull();
    const late = await save(playerToken, { event: eventId, portal: 5 });
    expect(late.statusCode).toBe(400);
    expect(json(late.body)).toEqual({ detail: REVIEW_TEXTS.windowClosed });
    await setDate(new Date(Date.now() - 60_000));
  });

  it('only a participant may review: the page says so and the server refuses, writing nothing', async () => {
    const before = await reviewCount();
    const p = json<PageJson>((await page(strangerToken)).body);
    expect(p.state).toBe('not_participant');
    expect(p.game_package).toBeNull();
    const res = await save(strangerToken, { event: eventId, portal: 5 });
    expect(res.statusCode).toBe(403);
    expect(json(res.body)).toEqual({ detail: REVIEW_TEXTS.notParticipant });
    expect(await reviewCount()).toBe(before);
  });

  it('claims must be complete and name a question of the game package; nothing changes otherwise', async () => {
    const incomplete = await save(playerToken, { event: eventId, claims: [{ ...claim, text: '   ' }] });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('Заполните все поля, пожалуйста!');
    const foreign = await save(playerToken, {
      event: eventId,
      questions_assessment: 1,
      claims: [{ ...claim, task: foreignTask, text: 'Спорный вопрос' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign.body)).toEqual({ claims: [CLAIM_NOT_IN_PACKAGE] });
    const mixed = await save(playerToken, {
      event: eventId,
      claims: [{ tour: claim.tour, block: claim.block + 100000, task: claim.task, text: 'x' }],
    });
    expect(mixed.statusCode).toBe(400);
    const p = json<PageJson>((await page(playerToken)).body);
    expect(p.review?.questions_assessment).toBeNull();
    expect(p.review?.claims).toEqual([]);
    const long = await save(playerToken, {
      event: eventId,
      restaurant_comment: 'я'.repeat(REVIEW_TEXT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(json(long.body)).toEqual({ restaurant_comment: [`Не более ${REVIEW_TEXT_MAX} символов.`] });
    const bad = await save(playerToken, {
      event: eventId,
      questions_assessment: 6,
      recommendation_probability: 42,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad.body))).toEqual(
      expect.arrayContaining(['questions_assessment', 'recommendation_probability']),
    );
  });

  it('draft, then completion, then 403; texts are stored exactly as given', async () => {
    const html = '<b>Жарко</b> & <script>alert(1)</script>';
    const first = await save(playerToken, {
      event: eventId,
      questions_assessment: 5,
      restaurant_comment: html,
    });
    expect(first.statusCode).toBe(200);
    const draft = json<ReviewJson>(first.body);
    expect(draft).toMatchObject({ is_completed: false, questions_assessment: 5, restaurant_comment: html });

    // a later save keeps the earlier answers (nulls are removed, so absent means unchanged)
    const second = json<ReviewJson>(
      (await save(playerToken, { event: eventId, portal: 4, claims: [{ ...claim, text: 'Ответ верный' }] }))
        .body,
    );
    expect(second).toMatchObject({ id: draft.id, questions_assessment: 5, portal: 4 });
    expect(second.claims).toEqual([expect.objectContaining({ ...claim, text: 'Ответ верный' })]);

    // the wizard reopened finds the draft
    const reopened = json<PageJson>((await page(playerToken)).body);
    expect(reopened.state).toBe('open');
    expect(reopened.review).toMatchObject({ id: draft.id, questions_assessment: 5, portal: 4 });
    expect(reopened.review?.claims).toHaveLength(1);

    // a claim removed before sending is gone
    const done = await save(playerToken, {
      event: eventId,
      is_completed: true,
      claims: [],
      want_orginizer_responce: true,
    });
    expect(done.statusCode).toBe(200);
    expect(json<ReviewJson>(done.body)).toMatchObject({
      is_completed: true,
      claims: [],
      want_orginizer_responce: true,
    });

    const again = await save(playerToken, { event: eventId, portal: 1 });
    expect(again.statusCode).toBe(403);
    expect(json(again.body)).toEqual({ detail: REVIEW_TEXTS.alreadyReviewed });
    const after = json<PageJson>((await page(playerToken)).body);
    expect(after.state).toBe('completed');
    expect(after.review?.portal).toBe(4);
    const rows = await app.db
      .selectFrom('reviews')
      .select('id')
      .where('event_id', '=', eventId)
      .where('id', '=', draft.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the summary is for organizers only and aggregates completed reviews', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/event/${eventId}/reviews/summary/` })).statusCode,
    ).toBe(401);
    const player = await app.inject({
      method: 'GET',
      url: `/api/event/${eventId}/reviews/summary/`,
      headers: auth(playerToken),
    });
    expect(player.statusCode).toBe(403);
    expect(json<PageJson>((await page(playerToken)).body).can_see_summary).toBe(false);
    expect(json<PageJson>((await page(organizerToken)).body).can_see_summary).toBe(true);

    // the seeded most recent Moscow game has three completed reviews, one with a claim
    const seeded = await app.db
      .selectFrom('reviews')
      .select('event_id')
      .where('is_completed', '=', 1)
      .where('event_id', '!=', eventId)
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'GET',
      url: `/api/event/${seeded.event_id}/reviews/summary/`,
      headers: auth(organizerToken),
    });
    expect(res.statusCode).toBe(200);
    const s = json<{
      count: number;
      stars: { questions_assessment: { average: number; answers: number } };
      choices: { event_atmosphere_assessment: Record<string, number> };
      comments: { kind: string; text: string }[];
      claims: { tour: { number: number }; questions: { task: { question: string }; texts: string[] }[] }[];
    }>(res.body);
    expect(s.count).toBe(3);
    expect(s.stars.questions_assessment).toEqual({ average: 4, answers: 3 });
    expect(s.choices.event_atmosphere_assessment).toEqual({ bad: 0, neutral: 0, good: 3 });
    expect(s.comments.some((c) => c.kind === 'restaurant' && c.text.includes('Долго несли'))).toBe(true);
    expect(s.claims).toHaveLength(1);
    expect(s.claims[0]?.questions[0]?.texts[0]).toContain('Хогвартс');

    // this test's game: one completed review, counted with its answers
    const mine = json<{ count: number; stars: { portal: { average: number } } }>(
      (
        await app.inject({
          method: 'GET',
          url: `/api/event/${eventId}/reviews/summary/`,
          headers: auth(organizerToken),
        })
      ).body,
    );
    expect(mine.count).toBeGreaterThanOrEqual(1);
  });
});
