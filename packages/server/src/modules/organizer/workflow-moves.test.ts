/**
 * The server refuses exactly the moves the console does not offer (`allowedActions` / `nextState` of
 * @quiz/domain), on SQLite and PostgreSQL: a game seating its teams is not published again (it went
 * back to `published`), an announced game with teams is not taken back to a draft, a draft is not
 * «unpublished»; and a walk-in captain's name keeps the site's one name rule (`nameError`).
 */
import type { OrganizerEvent } from '@quiz/contract';
import { allowedActions, NAME_TOO_LONG_TEXT, ORGANIZER_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('workflow moves the console offers', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const patch = (id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/organizer/events/${id}/`, headers: auth(w.msk), payload });
  const stateOf = async (id: number) =>
    (
      await app.db
        .selectFrom('events')
        .select('workflow_state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).workflow_state;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('keeps a game that seats its teams seating when «publish» is sent again', async () => {
    await app.db
      .updateTable('events')
      .set({ workflow_state: 'sitting' })
      .where('id', '=', w.eventId)
      .execute();
    const res = await patch(w.eventId, { action: 'publish' });
    expect(res.statusCode).toBe(400);
    expect(json<{ detail: string }>(res.body).detail).toBe(ORGANIZER_TEXTS.alreadyPublished);
    expect(await stateOf(w.eventId)).toBe('sitting');
    expect(allowedActions('sitting')).not.toContain('publish');
  });

  it('takes back to a draft only an announced game without teams, and never a draft', async () => {
    const withTeams = await patch(w.eventId, { action: 'unpublish' });
    expect(withTeams.statusCode).toBe(400);
    expect(json<{ detail: string }>(withTeams.body).detail).toBe(ORGANIZER_TEXTS.unpublishRegistered);

    const created = await app.inject({
      method: 'POST',
      url: '/api/organizer/events/',
      headers: auth(w.msk),
      payload: { theme: w.themeId, place: w.placeId, date: future(6), cost: 500 },
    });
    const draft = json<OrganizerEvent>(created.body);
    const unpublishDraft = await patch(draft.id, { action: 'unpublish' });
    expect(unpublishDraft.statusCode).toBe(400);
    expect(json<{ detail: string }>(unpublishDraft.body).detail).toBe(ORGANIZER_TEXTS.notPublished);
    expect((await patch(draft.id, { action: 'publish' })).statusCode).toBe(200);
    const back = await patch(draft.id, { action: 'unpublish' });
    expect(back.statusCode).toBe(200);
    expect(json<OrganizerEvent>(back.body).workflow_state).toBe('draft');
  });

  it("refuses a walk-in captain's name longer than a login name allows, with the site's words", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/organizer/events/${w.eventId}/walk_in/`,
      headers: auth(w.msk),
      payload: { title: 'Совы у входа', captain_phone: '79995550199', captain_name: 'Я'.repeat(19) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(NAME_TOO_LONG_TEXT);
  });
});
