/**
 * The organizer tests' world on the demo seed: tokens of Moscow's organizer (79990000001), Saint
 * Petersburg's (79990000003), Минск's (79990000031, made here) and a player (79990000002); an upcoming
 * Moscow game with a registered lineup that has arrived; a Moscow venue and a Минск one; a theme only
 * Moscow shows (so Moscow's organizer may change it); a picture, multipart body builders (files only, or
 * text fields with a file) and a create form's request key.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { issueToken } from '../src/plugins/current-user';

export interface OrganizerWorld {
  msk: string;
  spb: string;
  minsk: string;
  player: string;
  mskCity: number;
  spbCity: number;
  minskCity: number;
  eventId: number;
  eventTeamId: number;
  placeId: number;
  minskPlaceId: number;
  /** a theme every game and vote of which is in Moscow */
  themeId: number;
}

/** An organizer of one city, made directly in the tables (`pnpm organizer grant` does the same). */
async function organizerOf(app: FastifyInstance, phone: string, cityId: number): Promise<string> {
  const known = await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  const user =
    known ??
    (await app.db
      .insertInto('users')
      .values({ phone, first_name: 'Янина', city_id: cityId, is_organizer: 1 })
      .returning('id')
      .executeTakeFirstOrThrow());
  await app.db
    .insertInto('organizer_cities')
    .values({ user_id: user.id, city_id: cityId })
    .onConflict((oc) => oc.columns(['user_id', 'city_id']).doNothing())
    .execute();
  return issueToken(app.db, user.id);
}

/** The first theme whose every game and vote is in the city. */
async function themeOnlyOf(app: FastifyInstance, cityId: number): Promise<number> {
  const db = app.db;
  const row = await db
    .selectFrom('themes')
    .select('themes.id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('games')
          .innerJoin('events', 'events.game_id', 'games.id')
          .select('games.id')
          .whereRef('games.theme_id', '=', 'themes.id'),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('games')
            .innerJoin('events', 'events.game_id', 'games.id')
            .select('games.id')
            .whereRef('games.theme_id', '=', 'themes.id')
            .where('events.city_id', '!=', cityId),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('vote_themes').select('vote_id').whereRef('vote_themes.theme_id', '=', 'themes.id'),
        ),
      ),
    )
    .orderBy('themes.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tokenOf(app: FastifyInstance, phone: string): Promise<string> {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return issueToken(app.db, user.id);
}

export async function organizerWorld(app: FastifyInstance): Promise<OrganizerWorld> {
  const db = app.db;
  const city = (title: string) =>
    db.selectFrom('cities').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  const [mskCity, spbCity, minskCity] = [
    (await city('Москва')).id,
    (await city('Санкт-Петербург')).id,
    (await city('Минск')).id,
  ];
  const lineup = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select(['event_teams.id', 'events.id as event_id', 'events.place_id'])
    .where('events.city_id', '=', mskCity)
    .where('events.workflow_state', '=', 'published')
    .where('event_teams.status', '=', 'registered')
    .orderBy('events.date')
    .executeTakeFirstOrThrow();
  const minskPlace = await db
    .selectFrom('places')
    .select('id')
    .where('city_id', '=', minskCity)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    msk: await tokenOf(app, '79990000001'),
    spb: await tokenOf(app, '79990000003'),
    minsk: await organizerOf(app, '79990000031', minskCity),
    player: await tokenOf(app, '79990000002'),
    mskCity,
    spbCity,
    minskCity,
    eventId: lineup.event_id,
    eventTeamId: lineup.id,
    placeId: lineup.place_id,
    minskPlaceId: minskPlace.id,
    themeId: await themeOnlyOf(app, mskCity),
  };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** A small JPEG, optionally with an EXIF orientation and a GPS position. */
export function jpeg(
  width = 64,
  height = 32,
  exif: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c03030' } }).jpeg();
  if (exif.gps)
    image = image.withExif({
      IFD0: { Make: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 0/1',
      },
    });
  if (exif.orientation) image = image.withMetadata({ orientation: exif.orientation });
  return image.toBuffer();
}

/** A multipart/form-data body with the given files under `field`. */
export function multipart(field: string, files: readonly Buffer[]) {
  const boundary = `----quiz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  files.forEach((bytes, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with text fields and, optionally, one file (as a browser's FormData sends it). */
export function multipartWith(
  fields: Readonly<Record<string, string>>,
  file?: { field: string; bytes: Buffer },
) {
  const boundary = `----quiz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="picture.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A request key as the console makes one per form. */
export const requestKey = (): string => randomBytes(16).toString('hex');
