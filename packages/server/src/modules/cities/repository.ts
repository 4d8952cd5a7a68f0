/**
 * Cities: the one place that reads them. `resolveCity` is how every `?city=` call turns the query into a
 * city (the default city when absent, 404 «Город не найден.» for an unknown id). A deployment starts
 * without any city (production never seeds; `pnpm organizer grant … --new-city` makes the first one):
 * then there is no default city (null), and the city calls answer as for a city with nothing in it.
 */
import type { Db } from '../../db';
import type { CityRow } from '../../db/schema';
import { orNotFound } from '../../errors';

export const CITY_NOT_FOUND = 'Город не найден.';

/** The city flagged default, else the first one; null while there is no city at all. */
export async function defaultCity(db: Db): Promise<CityRow | null> {
  const row = await db
    .selectFrom('cities')
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}

export async function cityById(db: Db, id: number): Promise<CityRow | undefined> {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every city in display order (the city choice). */
export async function allCities(db: Db): Promise<CityRow[]> {
  return db.selectFrom('cities').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/**
 * The city of a `?city=` query: the given one (404 when unknown), else the default city (null while
 * there is no city at all: the caller answers an empty list).
 */
export async function resolveCity(db: Db, id: number | undefined): Promise<CityRow | null> {
  if (id === undefined) return defaultCity(db);
  return orNotFound(await cityById(db, id), CITY_NOT_FOUND);
}
