/**
 * One photo album per game: `albums.event_id` (the game whose report the album is; null for an album no
 * game owns) with a unique index, so a second album of one game cannot be made even by two uploads at
 * the same instant (PostgreSQL ran six parallel first uploads as six albums; the game kept the last one
 * and the photos of the other five were shown nowhere and could not be deleted).
 *
 * Before the index, the albums of a database that already went through that race are merged:
 * - an album a game links (`events.album_id`) is that game's (the first game, if several link it);
 * - an album no game links, whose photos were all uploaded in the console (`photos.image_id`), is the
 *   game of the «Загружено фото: N» audit entry its uploader wrote for it: same user, N = its photos,
 *   written after the album was made and within ten minutes, for a game whose album has the same title.
 *   When the entries point at more than one game, the album is left as it was (unowned, as before);
 * - the photos of a game's extra albums move to the end of the album the game shows, and the emptied
 *   albums are deleted.
 * The column has no foreign key: SQLite cannot drop a column that has one (down), and an album whose
 * game is gone is simply unowned.
 */
import { sql } from 'kysely';
import type { MigrationDb, MigrationFactory } from './util';

/** the longest an upload's transaction may take between making its album and writing its audit entry */
const RACE_WINDOW_MS = 10 * 60_000;

interface OrphanAlbum {
  id: number;
  title: string;
  created_at: string;
  photos: number;
  uploaded: number;
  uploader: number | null;
}

interface UploadEntry {
  event_id: number;
  user_id: number;
  summary: string;
  created_at: string;
  album_title: string | null;
}

async function linkLinkedAlbums(db: MigrationDb): Promise<void> {
  await sql`update albums set event_id = (select min(e.id) from events e where e.album_id = albums.id)`.execute(
    db,
  );
}

async function orphanAlbums(db: MigrationDb): Promise<OrphanAlbum[]> {
  const { rows } = await sql<OrphanAlbum>`
    select a.id, a.title, a.created_at,
      count(p.id) as photos, count(p.image_id) as uploaded, min(i.created_by) as uploader
    from albums a
    join photos p on p.album_id = a.id
    left join images i on i.id = p.image_id
    where a.event_id is null
    group by a.id, a.title, a.created_at
    order by a.id
  `.execute(db);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    photos: Number(r.photos),
    uploaded: Number(r.uploaded),
    uploader: r.uploader === null ? null : Number(r.uploader),
  }));
}

async function uploadEntries(db: MigrationDb): Promise<UploadEntry[]> {
  const { rows } = await sql<UploadEntry>`
    select l.event_id, l.user_id, l.summary, l.created_at, a.title as album_title
    from audit_log l
    join events e on e.id = l.event_id
    left join albums a on a.id = e.album_id
    where l.action = 'photo.upload'
  `.execute(db);
  return rows.map((r) => ({ ...r, event_id: Number(r.event_id), user_id: Number(r.user_id) }));
}

/** The game an unowned album was uploaded for, when its audit entries name exactly one. */
function gameOf(album: OrphanAlbum, entries: readonly UploadEntry[]): number | null {
  if (album.uploaded !== album.photos || album.uploader === null) return null;
  const made = Date.parse(album.created_at);
  const games = new Set(
    entries
      .filter(
        (e) =>
          e.user_id === album.uploader &&
          e.summary === `Загружено фото: ${album.photos}` &&
          e.album_title === album.title &&
          Date.parse(e.created_at) >= made &&
          Date.parse(e.created_at) - made <= RACE_WINDOW_MS,
      )
      .map((e) => e.event_id),
  );
  return games.size === 1 ? ([...games][0] ?? null) : null;
}

/** Moves the photos of `extra` to the end of the game's shown album and deletes `extra`. */
async function mergeInto(db: MigrationDb, gameId: number, extra: number): Promise<void> {
  const { rows } = await sql<{ album_id: number | null; last: number | null }>`
    select e.album_id, (select max(p.sort_order) from photos p where p.album_id = e.album_id) as last
    from events e where e.id = ${gameId}
  `.execute(db);
  const target =
    rows[0]?.album_id === null || rows[0]?.album_id === undefined ? null : Number(rows[0].album_id);
  if (target === null) {
    await sql`update albums set event_id = ${gameId} where id = ${extra}`.execute(db);
    await sql`update events set album_id = ${extra} where id = ${gameId}`.execute(db);
    return;
  }
  const last = Number(rows[0]?.last ?? 0);
  const { rows: photos } = await sql<{ id: number }>`
    select id from photos where album_id = ${extra} order by sort_order, id
  `.execute(db);
  for (const [i, photo] of photos.entries())
    await sql`update photos set album_id = ${target}, sort_order = ${last + i + 1} where id = ${photo.id}`.execute(
      db,
    );
  await sql`delete from albums where id = ${extra}`.execute(db);
}

export const m0023: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('albums').addColumn('event_id', 'integer').execute();
    await linkLinkedAlbums(db);
    const entries = await uploadEntries(db);
    for (const album of await orphanAlbums(db)) {
      const game = gameOf(album, entries);
      if (game !== null) await mergeInto(db, game, album.id);
    }
    await db.schema.createIndex('albums_event_unique').on('albums').column('event_id').unique().execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('albums_event_unique').execute();
    await db.schema.alterTable('albums').dropColumn('event_id').execute();
  },
});
