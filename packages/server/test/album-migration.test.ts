/**
 * Migration 0023 on a database that already went through the parallel-upload race, on SQLite and
 * PostgreSQL: a game with three albums (it shows the last; the other two hold uploaded photos nobody
 * could see or delete) ends with one album holding all six photos in upload order, every other album is
 * left as it was, and the unique index then refuses a second album of a game.
 */
import { migrateToLatest } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { type EmptyDb, migratorOf, openEmptyDb } from './empty-db';
import { describeEachDb } from './helpers';

const BEFORE = MIGRATIONS[MIGRATIONS.findIndex(([name]) => name === '0023_album_per_game') - 1]?.[0] ?? '';
const T = '2026-11-20T18:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T) + ms).toISOString();

describeEachDb('migration 0023: one album per game', (target) => {
  let ctx: EmptyDb;
  beforeAll(async () => {
    ctx = await openEmptyDb(target);
    expect((await migratorOf(ctx.handle).migrateTo(BEFORE)).error).toBeUndefined();
  }, 60_000);
  afterAll(async () => ctx?.cleanup());

  it('merges the albums of a game that raced and leaves every other album alone', async () => {
    const db = ctx.handle.db;
    const one = <T extends { id: number }>(q: { executeTakeFirstOrThrow(): Promise<T> }) =>
      q.executeTakeFirstOrThrow().then((r) => Number(r.id));
    const city = await one(
      db
        .insertInto('cities')
        .values({ title: 'Тверь', subdomain: 'tver', currency_code: 'RUB', currency_symbol: '₽' })
        .returning('id'),
    );
    const user = await one(
      db.insertInto('users').values({ first_name: 'Оля', phone: '79160000001' }).returning('id'),
    );
    const other = await one(
      db.insertInto('users').values({ first_name: 'Ян', phone: '79160000002' }).returning('id'),
    );
    const place = await one(
      db
        .insertInto('places')
        .values({ city_id: city, title: 'Бар', address: 'ул. 1', lat: 56.8, lon: 35.9, secret_slug: 's1' })
        .returning('id'),
    );
    const theme = await one(
      db.insertInto('themes').values({ title: 'Кино', picture: '', picture_thumb: '' }).returning('id'),
    );
    const game = await one(db.insertInto('games').values({ theme_id: theme }).returning('id'));
    const album = (title: string) =>
      one(db.insertInto('albums').values({ title, cover_photo_id: null, created_at: T }).returning('id'));
    const [a1, a2, a3, b, seeded, stray] = [
      await album('Фотоотчёт: Кино'),
      await album('Фотоотчёт: Кино'),
      await album('Фотоотчёт: Кино'),
      await album('Фотоотчёт: Кино'),
      await album('Фотоотчёт: Кино'),
      await album('Фотоотчёт: Кино'),
    ];
    const event = (albumId: number | null) =>
      one(
        db
          .insertInto('events')
          .values({
            game_id: game,
            place_id: place,
            city_id: city,
            date: T,
            difficulty: 'norm',
            workflow_state: 'finished',
            album_id: albumId,
          })
          .returning('id'),
      );
    const raced = await event(a3);
    const calm = await event(b);
    let order = 0;
    const photo = async (albumId: number, by: number | null) => {
      const image =
        by === null
          ? null
          : await one(
              db
                .insertInto('images')
                .values({
                  kind: 'photo',
                  full_data: Buffer.from('f'),
                  thumb_data: Buffer.from('t'),
                  width: 1,
                  height: 1,
                  created_by: by,
                  created_at: T,
                })
                .returning('id'),
            );
      order += 1;
      return one(
        db
          .insertInto('photos')
          .values({
            album_id: albumId,
            file_url: `/p/${order}`,
            thumbnail_url: '',
            width: 1,
            height: 1,
            sort_order: 1,
            image_id: image,
          })
          .returning('id'),
      );
    };
    const photos: Record<string, number[]> = {};
    for (const [name, id, by] of [
      ['a1', a1, user],
      ['a2', a2, user],
      ['a3', a3, user],
      ['b', b, other],
      ['seeded', seeded, null],
      ['stray', stray, user],
    ] as const) {
      photos[name] = [await photo(id, by), await photo(id, by)];
      if (name === 'stray') photos[name].push(await photo(id, by));
    }
    const entry = (eventId: number, by: number, n: number, ms: number) =>
      db
        .insertInto('audit_log')
        .values({
          user_id: by,
          event_id: eventId,
          entity: 'event',
          entity_id: eventId,
          action: 'photo.upload',
          summary: `Загружено фото: ${n}`,
          changes: '[]',
          created_at: later(ms),
        })
        .execute();
    for (const ms of [120, 180, 240]) await entry(raced, user, 2, ms);
    await entry(calm, other, 2, 90);

    await migrateToLatest(ctx.handle);

    const albums = await db.selectFrom('albums').select(['id', 'event_id']).orderBy('id').execute();
    expect(albums.map((a) => [a.id, a.event_id === null ? null : Number(a.event_id)])).toEqual([
      [a3, raced],
      [b, calm],
      [seeded, null],
      [stray, null],
    ]);
    const shown = await db
      .selectFrom('photos')
      .select(['id', 'sort_order'])
      .where('album_id', '=', a3)
      .orderBy('sort_order')
      .execute();
    expect(shown.map((p) => p.id)).toEqual([
      ...(photos.a3 ?? []),
      ...(photos.a1 ?? []),
      ...(photos.a2 ?? []),
    ]);
    expect(shown.map((p) => p.sort_order)).toEqual([1, 1, 2, 3, 4, 5]);
    const untouched = await db
      .selectFrom('photos')
      .select('album_id')
      .where('album_id', 'in', [b, seeded, stray])
      .execute();
    expect(untouched).toHaveLength(7);
    await expect(
      db.insertInto('albums').values({ title: 'Ещё один', cover_photo_id: null, event_id: raced }).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
  });
});
