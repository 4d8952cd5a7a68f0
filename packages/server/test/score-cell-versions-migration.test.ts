/**
 * Migration 0024 on a database that already has scores (SQLite and PostgreSQL): every scored cell of a
 * row gets the row's version, so a sheet saved before the migration keeps its versions; a row never
 * scored has no cell versions.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { Pool } from 'pg';
import { type DbHandle, ensurePgSchema, migrateToLatest, openDb } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { describeEachDb, PG_TEST_URL, type Target } from './helpers';

const MINE = '0024_score_cell_versions';

async function open(target: Target): Promise<{ handle: DbHandle; cleanup(): Promise<void> }> {
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-mig24-'));
    const handle = openDb({ url: `sqlite:${path.join(dir, 'quiz.sqlite')}` });
    return {
      handle,
      async cleanup() {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
  await ensurePgSchema(PG_TEST_URL, schema);
  const handle = openDb({ url: PG_TEST_URL, pgSchema: schema });
  return {
    handle,
    async cleanup() {
      await handle.destroy();
      const pool = new Pool({ connectionString: PG_TEST_URL, max: 1 });
      await pool.query(`drop schema if exists ${schema} cascade`);
      await pool.end();
    },
  };
}

/** Applies the migrations listed before 0024 only: the database as it was before this change. */
async function migrateToBefore(handle: DbHandle): Promise<void> {
  const before = MIGRATIONS.slice(
    0,
    MIGRATIONS.findIndex(([name]) => name === MINE),
  );
  const migrator = new Migrator({
    db: handle.db,
    provider: {
      getMigrations: async () => Object.fromEntries(before.map(([name, m]) => [name, m(handle.dialect)])),
    },
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

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
  let ctx: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    ctx = await open(target);
  });
  afterAll(async () => ctx?.cleanup());

  it('gives every scored cell of an existing row the row version; the scores and row version stay', async () => {
    await migrateToBefore(ctx.handle);
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
