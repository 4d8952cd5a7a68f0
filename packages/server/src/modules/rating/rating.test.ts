/** The rating service computes a season from the game results, on SQLite and PostgreSQL. */
import { describeEachDb, startTestApp, type TestApp } from '../../../test/helpers';
import { ratingSeasons, recomputeSeason } from './service';

describeEachDb('rating service', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('recomputes the seeded season to the same table, and follows a changed result', async () => {
    const { db } = t.app;
    const [current] = await ratingSeasons(db, undefined);
    expect(current?.rows.length).toBeGreaterThan(0);
    if (!current) return;
    await recomputeSeason(db, current.id);
    const [again] = await ratingSeasons(db, undefined);
    expect(again).toEqual(current);

    // the last team wins a game by a mile: it is first now, with one more game and one more first
    const last = current.rows.at(-1);
    if (!last?.team_id) throw new Error('seeded rows have teams');
    const result = await db
      .selectFrom('results')
      .selectAll()
      .where('team_id', '=', last.team_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('results')
      .set({ total_score: 10_000, rank: 1 })
      .where('id', '=', result.id)
      .execute();
    await recomputeSeason(db, current.id);
    const [changed] = await ratingSeasons(db, undefined);
    const top = changed?.rows[0];
    expect(top?.team_id).toBe(last.team_id);
    expect(top?.rank).toBe(1);
    expect(top?.points).toBe(last.points - Number(result.total_score) + 10_000);
    expect(top?.firsts).toBe(last.firsts + (result.rank === 1 ? 0 : 1));
  }, 60_000);
});
