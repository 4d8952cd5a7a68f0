/**
 * Venues from the console: list (the organizer's cities), create, edit — city, name, address,
 * coordinates, team capacity, players per team, preorder link and the tables with their seats
 * (`seats` replaces the whole list: kept ids stay, new rows are added, missing ones removed and their
 * teams unseated). A city that does not exist is a 400 on the field `city`; a venue of another city is
 * a 403; every write has its audit entry.
 */

import { randomBytes } from 'node:crypto';
import type {
  OrganizerPlace,
  OrganizerPlacesResponse,
  PlaceBody,
  PlaceUpdateBody,
  SeatInput,
} from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import type { PlaceRow } from '../../../db/schema';
import { fieldErrors, notFound } from '../../../errors';
import { placeView } from '../../../views/catalogue';
import { assertOrganizerOf, citiesOf } from '../access';
import { diff, record } from '../audit/service';

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

function view(row: PlaceRow, seats: Awaited<ReturnType<typeof seatsOf>>): OrganizerPlace {
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
  };
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
  const seats = await seatsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => view(r, seats));
}

export async function loadPlace(db: Db, id: number): Promise<OrganizerPlace> {
  const row = await db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORGANIZER_TEXTS.placeNotFound);
  return view(row, await seatsOf(db, [id]));
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

export async function createPlace(db: Db, userId: number, body: PlaceBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkCity(trx, userId, body.city);
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.seats) await replaceSeats(trx, created.id, body.seats);
    await record(trx, {
      userId,
      eventId: null,
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
    const before = await trx.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(ORGANIZER_TEXTS.placeNotFound);
    await assertOrganizerOf(trx, userId, before.city_id);
    if (body.city !== undefined) await checkCity(trx, userId, body.city);
    const columns = columnsOf(body);
    if (Object.keys(columns).length)
      await trx.updateTable('places').set(columns).where('id', '=', id).execute();
    const seatsBefore = (await seatsOf(trx, [id])).length;
    if (body.seats) await replaceSeats(trx, id, body.seats);
    await record(trx, {
      userId,
      eventId: null,
      entity: 'place',
      entityId: id,
      action: 'place.update',
      summary: `Площадка «${body.title ?? before.title}» изменена`,
      changes: diff({ ...before, seats: seatsBefore }, { ...columns, seats: body.seats?.length }),
    });
  });
}
