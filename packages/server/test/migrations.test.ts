import { NO_MIGRATIONS, sql } from 'kysely';
import { type DbHandle, migrateToLatest } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { type EmptyDb, migratorOf, openEmptyDb } from './empty-db';
import { describeEachDb } from './helpers';

/** Every table of the typed Database interface (src/db/schema.ts) that migrations 0001–0004 create. */
const TABLES = [
  'cities',
  'users',
  'places',
  'place_seats',
  'themes',
  'game_packages',
  'tours',
  'task_blocks',
  'tasks',
  'games',
  'albums',
  'photos',
  'events',
  'teams',
  'team_members',
  'event_teams',
  'event_players',
  'event_team_seats',
  'event_team_history',
  'reviews',
  'claims',
  'results',
  'result_tour_scores',
  'rating_seasons',
  'rating_rows',
  'votes',
  'vote_themes',
  'user_votes',
  'theme_likes',
  'comfortable_times',
  'menu_categories',
  'products',
  'carts',
  'cart_items',
  'preorder_tokens',
  'child_registrations',
  'auth_codes',
  'tokens',
  'rate_limit_buckets',
  'logs',
];

/**
 * Tables of this test's database. On PostgreSQL only its own schema is read, straight from
 * information_schema: Kysely's introspection scans every schema, and another test file dropping
 * its schema at the same moment makes that scan fail with "schema … does not exist".
 */
async function tableNames(handle: DbHandle, schema?: string): Promise<string[]> {
  if (!schema) return (await handle.db.introspection.getTables()).map((t) => t.name);
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = ${schema}
  `.execute(handle.db);
  return rows.map((r) => r.table_name);
}

describeEachDb('migrations', (target) => {
  let ctx: EmptyDb;
  beforeAll(async () => {
    ctx = await openEmptyDb(target);
  });
  afterAll(async () => ctx?.cleanup());

  it('run up from an empty database and create every table', async () => {
    expect(await tableNames(ctx.handle, ctx.schema)).not.toContain('users');
    const applied = await migrateToLatest(ctx.handle);
    expect(applied).toEqual(MIGRATIONS.map(([name]) => name));
    const names = await tableNames(ctx.handle, ctx.schema);
    for (const table of TABLES) expect(names).toContain(table);
  });

  it('are a no-op the second time', async () => {
    expect(await migrateToLatest(ctx.handle)).toEqual([]);
  });

  it('store booleans as 0/1, timestamps as ISO text and fill defaults the same way', async () => {
    const city = await ctx.handle.db
      .insertInto('cities')
      .values({ title: 'Тверь', subdomain: 'tver', currency_code: 'RUB', currency_symbol: '₽' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await ctx.handle.db
      .insertInto('users')
      .values({ first_name: 'Анна', phone: '79160000000', city_id: city.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user.is_legionary).toBe(0);
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(user.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('enforce foreign keys', async () => {
    // Matched by message, not with toThrow(): better-sqlite3's native addon keeps the SqliteError
    // class of the first test file its jest worker loaded, so in later files it is not
    // `instanceof Error` of this file's realm and toThrow() would report "did not throw".
    await expect(
      ctx.handle.db
        .insertInto('places')
        .values({ city_id: 999_999, title: 'x', address: 'y', lat: 0, lon: 0, secret_slug: 'z' })
        .execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
  });

  it('roll all the way down and up again', async () => {
    const migrator = migratorOf(ctx.handle);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const names = await tableNames(ctx.handle, ctx.schema);
    for (const table of TABLES) expect(names).not.toContain(table);
    expect((await migrateToLatest(ctx.handle)).length).toBe(MIGRATIONS.length);
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(ctx.handle.db);
    expect(Number(count.rows[0]?.n)).toBe(0);
  }, 60_000);
});
