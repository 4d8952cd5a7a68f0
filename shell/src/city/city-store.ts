/**
 * The chosen city (SPEC §2 navbar city choice): cookie `quiz_city` (the id, path /, a year) plus
 * the city itself cached in localStorage so city$ is right on the very first render; then checked
 * against /api/cities_list. Every remote follows city$ without a reload.
 */

import { BehaviorSubject, city$ } from '@quiz/bus';
import { type SnapshotValues, serverSnapshotValues, snapshotOf } from '@quiz/bus/react';
import type { City, CommonResponse, User } from '@quiz/contract';
import { CITY_COOKIE, cityIdFromCookies } from '@quiz/domain';
import { writeCookie } from '../cookies';
import { loadCities, loadCommonSettings } from './api/cities';

const CACHE_KEY = 'quiz_city';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Every city, for the choice modal (empty until loaded). */
export const cities$ = new BehaviorSubject<readonly City[]>([]);
/** /api/common (footer phone and copyright), null until loaded. */
export const common$ = new BehaviorSubject<CommonResponse | null>(null);

export function readCityCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): number | null {
  return cityIdFromCookies(cookie);
}

/**
 * The shape of a cached city (the contract's City), checked by hand: the shell ships no zod to the
 * browser, and a stale or foreign cache entry only has to be recognised, not explained.
 */
export function isCachedCity(value: unknown): value is City {
  if (typeof value !== 'object' || value === null) return false;
  const city = value as Record<string, unknown>;
  const currency = city.currency as Record<string, unknown> | null | undefined;
  return (
    Number.isInteger(city.id) &&
    (city.id as number) > 0 &&
    typeof city.title === 'string' &&
    typeof city.subdomain === 'string' &&
    typeof currency === 'object' &&
    currency !== null &&
    typeof currency.code === 'string' &&
    currency.code.length === 3 &&
    typeof currency.symbol === 'string' &&
    currency.symbol.length > 0
  );
}

function readCachedCity(id: number): City | null {
  try {
    const raw = window.localStorage.getItem(CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCachedCity(parsed) && parsed.id === id ? parsed : null;
  } catch {
    return null;
  }
}

function cacheCity(city: City): void {
  try {
    window.localStorage.setItem(CACHE_KEY, JSON.stringify(city));
  } catch {
    // private mode: the cookie alone still works after the list loads
  }
}

/** The user picked a city: remember it and tell every remote. */
export function chooseCity(city: City): void {
  writeCookie(CITY_COOKIE, String(city.id), YEAR_SECONDS);
  cacheCity(city);
  if (city$.getValue()?.id !== city.id || city$.getValue()?.title !== city.title) city$.next(city);
}

let seededByServer = false;

/** What a page the server rendered brings for the shell: its city and both lists. */
type ServerPageState = { city: City | null; cities: readonly City[]; common: CommonResponse | null };

/**
 * What the shell's streams held when the server rendered the page (a visitor without a session, or on
 * a personal page the player it was rendered for; the city and both lists): the server snapshots of its
 * render and of the browser's hydration alike.
 */
export function serverPageSnapshots(state: ServerPageState & { user?: User }): SnapshotValues {
  return serverSnapshotValues(
    state.city,
    [snapshotOf(cities$, state.cities), snapshotOf(common$, state.common)],
    state.user ?? null,
  );
}

/**
 * A page rendered by the server brings the city it was rendered for (the cookie's, else the
 * default) and both lists: the app starts from them, so hydration matches and nothing is fetched again.
 */
export function seedFromServer(state: ServerPageState): void {
  seededByServer = state.cities.length > 0 && state.common !== null;
  cities$.next(state.cities);
  common$.next(state.common);
  if (state.city) {
    cacheCity(state.city);
    if (city$.getValue()?.id !== state.city.id) city$.next(state.city);
  }
}

/** At start: the remembered city at once (if cached), then the lists from the server. */
export async function initCity(): Promise<void> {
  if (seededByServer) return;
  const remembered = readCityCookie();
  const cached = remembered ? readCachedCity(remembered) : null;
  if (cached && !city$.getValue()) city$.next(cached);
  const [cities, common] = await Promise.allSettled([loadCities(), loadCommonSettings()]);
  if (common.status === 'fulfilled') common$.next(common.value);
  if (cities.status === 'fulfilled') cities$.next(cities.value);
  const list = cities.status === 'fulfilled' ? cities.value : [];
  const current = city$.getValue();
  const wanted = remembered ?? current?.id ?? null;
  const found = (wanted !== null ? list.find((c) => c.id === wanted) : undefined) ?? null;
  const fallback = common.status === 'fulfilled' ? common.value.default_city : null;
  const next = found ?? (current && list.length === 0 ? current : fallback);
  if (next && (current?.id !== next.id || current.title !== next.title)) city$.next(next);
}

/** Case- and ё-insensitive search by the city's title. */
export function filterCities(list: readonly City[], query: string): City[] {
  const norm = (s: string) => s.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е').trim();
  const q = norm(query);
  return q ? list.filter((c) => norm(c.title).includes(q)) : [...list];
}
