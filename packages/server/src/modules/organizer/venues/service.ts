/**
 * Venues from the console: list (the organizer's cities, archived venues too), create — once per form
 * (../request-key.ts), never a second active venue of the same name in a city —, edit — city, name,
 * address, coordinates, team capacity, players per team, preorder link and the tables with their seats
 * (`seats` replaces the whole list: kept ids stay, new rows are added, missing ones removed and their
 * teams unseated) —, archive and restore. A city that does not exist is a 400 on the field `city`; a
 * venue of another city is a 403; every write has its audit entry. Merging a duplicate is ./merge.ts.
 */

import { randomBytes } from 'node:crypto';
import type {
  OrganizerPlace,
  OrganizerPlacesResponse,
  PlaceBody,
  PlaceUpdateBody,
  SeatInput,
} from '@quiz/contract';
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS, titleKey } from '@quiz/domain';
import type { Db } from '../../../db';
import type { PlaceRow } from '../../../db/schema';
import { fieldErrors, HttpError, notFound } from '../../../errors';
import { placeView } from '../../../views/catalogue';
import { assertOrganizerOf, citiesOf } from '../access';
import { diff, record } from '../audit/service';
import { PLACES, setArchived } from '../catalogue';
import { countsPerPlace } from '../events/repository';
import { lockCreates, madeWithKey, storedKey } from '../request-key';

/** The venue's city: a Russian 400 on `city` when there is no such city, a 403 when the caller does not run it. */
async function checkCity(db: Db, userId: number, cityId: number): Promise<void> {
  const city = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  if (!city) throw fieldErrors({ city: [ORGANIZER_TEXTS.cityNotFound] });
  await assertOrganizerOf(db, userId, cityId);
}

function seatsOf(db: Db, placeIds: readonly number[]) {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('place_seats')
    .selectAll()
    .where('place_id', 'in', [...placeIds])
    .orderBy('id')
    .execute();
}

function view(
  row: PlaceRow,
  seats: Awaited<ReturnType<typeof seatsOf>>,
  games: ReadonlyMap<number, number>,
): OrganizerPlace {
  return {
    ...placeView(row, { withFurniture: true }),
    max_teams: row.max_teams,
    seats: seats
      .filter((s) => s.place_id === row.id)
      .map((s) => ({
        id: s.id,
        title: s.title,
        capacity: s.capacity,
        max_capacity: s.max_capacity,
        free: true,
        thumbnail: s.thumbnail,
      })),
    archived: row.archived_at !== null,
    merged_into: row.merged_into,
    games: games.get(row.id) ?? 0,
  };
}

/** The console's view of venues: each with its tables, archived or not, and its games. */
async function placeViews(db: Db, rows: readonly PlaceRow[]): Promise<OrganizerPlace[]> {
  const ids = rows.map((r) => r.id);
  const seats = await seatsOf(db, ids);
  const games = await countsPerPlace(db, 'events', ids);
  return rows.map((r) => view(r, seats, games));
}

export async function listPlaces(
  db: Db,
  userId: number,
  city: number | undefined,
): Promise<OrganizerPlacesResponse> {
  // a `?city=` of another city was refused by the route guard (organizerOfCity)
  const cities = city !== undefined ? [city] : await citiesOf(db, userId);
  if (cities.length === 0) return [];
  const rows = await db
    .selectFrom('places')
    .selectAll()
    .where('city_id', 'in', cities)
    .orderBy('title')
    .execute();
  return placeViews(db, rows);
}

export async function placeRow(db: Db, id: number): Promise<PlaceRow> {
  const row = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORGANIZER_TEXTS.placeNotFound);
  return row;
}

export async function loadPlace(db: Db, id: number): Promise<OrganizerPlace> {
  const [place] = await placeViews(db, [await placeRow(db, id)]);
  if (!place) throw notFound(ORGANIZER_TEXTS.placeNotFound);
  return place;
}

/** The city's active venue (other than `except`) with the same name (`titleKey`), if any. */
async function sameName(
  db: Db,
  cityId: number,
  title: string,
  except: number | null,
): Promise<PlaceRow | undefined> {
  const key = titleKey(title);
  let query = db
    .selectFrom('places')
    .selectAll()
    .where('city_id', '=', cityId)
    .where('archived_at', 'is', null)
    .orderBy('id');
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.execute()).find((row) => titleKey(row.title) === key);
}

function columnsOf(body: PlaceUpdateBody) {
  const columns: Record<string, unknown> = {};
  if (body.city !== undefined) columns.city_id = body.city;
  if (body.title !== undefined) columns.title = body.title;
  if (body.address !== undefined) columns.address = body.address;
  if (body.coordinates) Object.assign(columns, { lat: body.coordinates.lat, lon: body.coordinates.lon });
  if (body.max_teams !== undefined) columns.max_teams = body.max_teams;
  if (body.max_players_in_team !== undefined) columns.max_players_in_team = body.max_players_in_team;
  if (body.preorder_url !== undefined) columns.preorder_url = body.preorder_url;
  if (body.seats) columns.capacity = body.seats.reduce((sum, s) => sum + s.capacity, 0);
  return columns;
}

async function replaceSeats(db: Db, placeId: number, seats: readonly SeatInput[]): Promise<void> {
  const existing = await seatsOf(db, [placeId]);
  const known = new Set(existing.map((s) => s.id));
  const unknown = seats.find((s) => s.id !== undefined && !known.has(s.id));
  if (unknown) throw fieldErrors({ seats: ['Такого стола нет на этой площадке.'] });
  const kept = new Set(seats.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  const removed = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (removed.length) {
    await db
      .updateTable('event_team_seating')
      .set({ seat_id: null })
      .where('seat_id', 'in', removed)
      .execute();
    await db.deleteFrom('event_team_seats').where('seat_id', 'in', removed).execute();
    await db.deleteFrom('place_seats').where('id', 'in', removed).execute();
  }
  for (const [i, seat] of seats.entries()) {
    const values = { title: seat.title, capacity: seat.capacity, max_capacity: seat.max_capacity };
    if (seat.id !== undefined)
      await db.updateTable('place_seats').set(values).where('id', '=', seat.id).execute();
    else
      await db
        .insertInto('place_seats')
        .values({
          ...values,
          place_id: placeId,
          thumbnail: null,
          pos_x: 10 + ((i * 17) % 80),
          pos_y: 15 + Math.floor(i / 5) * 15,
        })
        .execute();
  }
}

/**
 * Creates the venue with its tables; answers the id of the venue the form's key made before when it did
 * (nothing written), and refuses another active venue of the city with the same name with a 409 that
 * names it.
 */
export async function createPlace(db: Db, userId: number, body: PlaceBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkCity(trx, userId, body.city);
    await lockCreates(trx, 'places');
    const key = storedKey(userId, body.request_key);
    const made = await madeWithKey(trx, 'places', key);
    if (made !== null) return made;
    const existing = await sameName(trx, body.city, body.title, null);
    if (existing) {
      const [place] = await placeViews(trx, [existing]);
      throw new HttpError(409, { detail: CATALOGUE_TEXTS.placeExists(existing.title), place });
    }
    const created = await trx
      .insertInto('places')
      .values({
        city_id: body.city,
        title: body.title,
        address: body.address,
        lat: body.coordinates.lat,
        lon: body.coordinates.lon,
        max_teams: body.max_teams ?? null,
        max_players_in_team: body.max_players_in_team ?? null,
        preorder_url: body.preorder_url ?? null,
        capacity: (body.seats ?? []).reduce((sum, s) => sum + s.capacity, 0),
        secret_slug: randomBytes(8).toString('hex'),
        request_key: key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.seats) await replaceSeats(trx, created.id, body.seats);
    await record(trx, {
      userId,
      entity: 'place',
      entityId: created.id,
      action: 'place.create',
      summary: `Площадка «${body.title}» создана`,
      changes: diff(null, { ...columnsOf(body), seats: body.seats?.length ?? 0 }),
    });
    return created.id;
  });
}

export async function updatePlace(db: Db, userId: number, id: number, body: PlaceUpdateBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await placeRow(trx, id);
    await assertOrganizerOf(trx, userId, before.city_id);
    if (body.city !== undefined) await checkCity(trx, userId, body.city);
    // a new name (or city) may not be another active venue's; legacy duplicates stay editable
    const city = body.city ?? before.city_id;
    const title = body.title ?? before.title;
    const renamed = titleKey(title) !== titleKey(before.title) || city !== before.city_id;
    if (renamed && before.archived_at === null && (await sameName(trx, city, title, id)))
      throw fieldErrors({ title: [CATALOGUE_TEXTS.placeExists(title)] });
    const columns = columnsOf(body);
    if (Object.keys(columns).length)
      await trx.updateTable('places').set(columns).where('id', '=', id).execute();
    const seatsBefore = (await seatsOf(trx, [id])).length;
    if (body.seats) await replaceSeats(trx, id, body.seats);
    await record(trx, {
      userId,
      entity: 'place',
      entityId: id,
      action: 'place.update',
      summary: `Площадка «${body.title ?? before.title}» изменена`,
      changes: diff({ ...before, seats: seatsBefore }, { ...columns, seats: body.seats?.length }),
    });
  });
}

/**
 * Out of the choices for new games (`archived`), or back into them. Its games keep it either way; a
 * venue already in the state asked for is answered as it is.
 */
export async function setPlaceArchived(db: Db, userId: number, id: number, archived: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await placeRow(trx, id);
    await assertOrganizerOf(trx, userId, before.city_id);
    await setArchived(trx, PLACES, userId, before, archived);
  });
}
