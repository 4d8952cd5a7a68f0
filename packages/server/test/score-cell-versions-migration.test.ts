/**
 * Migration 0024 on a database that already has scores (SQLite and PostgreSQL): every scored cell of a
 * row gets the row's version, so a sheet saved before the migration keeps its versions; a row never
 * scored has no cell versions.
 */
import { sql } from 'kysely';
import { type DbHandle, migrateToLatest } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { type EmptyDb, migratorOf, openEmptyDb } from './empty-db';
import { describeEachDb } from './helpers';

const MINE = '0024_score_cell_versions';
/** The migration before 0024: the database as it was before this change. */
const BEFORE = MIGRATIONS[MIGRATIONS.findIndex(([name]) => name === MINE) - 1]?.[0] ?? '';

/** A game with two lineups: one scored at row version 3 (tours 1 and 3), one never scored. */
async function scoredGame(handle: DbHandle): Promise<[number, number]> {
  const db = handle.db;
  const id = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    Number((await query.execute(db)).rows[0]?.id);
  const city = await id(sql`insert into cities (title, subdomain, currency_code, currency_symbol)
    values ('Тверь', 'tver', 'RUB', '₽') returning id`);
  const place = await id(sql`insert into places (city_id, title, address, lat, lon, secret_slug)
    values (${city}, 'Бар', 'ул. Советская, 1', 56.86, 35.9, 'bar-tver') returning id`);
  const theme = await id(sql`insert into themes (title, picture, picture_thumb)
    values ('Кино', 'p.jpg', 'p_t.jpg') returning id`);
  const game = await id(sql`insert into games (theme_id) values (${theme}) returning id`);
  const event = await id(sql`insert into events (game_id, place_id, city_id, date)
    values (${game}, ${place}, ${city}, '2026-12-01T16:00:00.000Z') returning id`);
  const lineups: number[] = [];
  for (const title of ['Совы', 'Ёжики']) {
    const team = await id(
      sql`insert into teams (title, secret_slug) values (${title}, ${`s-${title}`}) returning id`,
    );
    lineups.push(
      await id(
        sql`insert into event_teams (event_id, team_id, title) values (${event}, ${team}, ${title}) returning id`,
      ),
    );
  }
  const [scored = 0, blank = 0] = lineups;
  await sql`insert into event_team_scores (event_team_id, event_id, tour_scores, version)
    values (${scored}, ${event}, '{"1":7.5,"3":4}', 3), (${blank}, ${event}, '{}', 0)`.execute(db);
  return [scored, blank];
}

describeEachDb('migration 0024: score cell versions', (target) => {
  let ctx: EmptyDb;
  beforeAll(async () => {
    ctx = await openEmptyDb(target);
  });
  afterAll(async () => ctx?.cleanup());

  it('gives every scored cell of an existing row the row version; the scores and row version stay', async () => {
    expect((await migratorOf(ctx.handle).migrateTo(BEFORE)).error).toBeUndefined();
    const [scored, blank] = await scoredGame(ctx.handle);
    await migrateToLatest(ctx.handle);
    const rows = await ctx.handle.db
      .selectFrom('event_team_scores')
      .select(['event_team_id', 'tour_scores', 'version', 'tour_versions'])
      .orderBy('event_team_id')
      .execute();
    expect(
      rows.map((r) => [r.event_team_id, JSON.parse(r.tour_scores), r.version, JSON.parse(r.tour_versions)]),
    ).toEqual([
      [scored, { '1': 7.5, '3': 4 }, 3, { '1': 3, '3': 3 }],
      [blank, {}, 0, {}],
    ]);
  }, 60_000);
});
