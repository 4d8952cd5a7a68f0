/**
 * Who organizes which city, changed from the command line (`pnpm organizer grant|revoke <phone>
 * --city <name|id>`): the way the first organizer is made on a fresh deployment. A phone without an
 * account gets one (named at the first login). `users.is_organizer` follows: true while the user
 * organizes at least one city.
 *
 * A deployment starts without any city (production never seeds): `grant … --new-city` makes the city
 * first (time zone `--timezone`, default Europe/Moscow; currency `--currency`, default RUB). Without
 * `--new-city` an unknown name is refused, so a misspelt city is never created.
 */
import { normalizePhone } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Db } from '../../db';

export class GrantError extends Error {}

/** A city that does not exist yet, made by `grant … --new-city`. */
export interface NewCity {
  newCity?: boolean;
  /** IANA time zone of the city's games (default Europe/Moscow) */
  timezone?: string;
  /** ISO 4217 code of the venue menus' prices (default RUB) */
  currency?: string;
}

type CityRef = { id: number; title: string };

async function findCity(db: Db, city: string): Promise<{ found?: CityRef; all: CityRef[] }> {
  const all = await db.selectFrom('cities').select(['id', 'title']).orderBy('id').execute();
  const byId = /^\d+$/.test(city) ? all.find((c) => c.id === Number(city)) : undefined;
  const found =
    byId ?? all.find((c) => c.title.toLocaleLowerCase('ru') === city.trim().toLocaleLowerCase('ru'));
  return { found, all };
}

async function cityOf(db: Db, city: string) {
  const { found, all } = await findCity(db, city);
  if (found) return found;
  throw new GrantError(
    all.length === 0
      ? `Нет такого города: ${city}. Городов пока нет: чтобы создать его, добавьте --new-city.`
      : `Нет такого города: ${city}. Города: ${all.map((c) => `${c.title} (${c.id})`).join(', ')}. Новый город — с --new-city.`,
  );
}

// biome-ignore format: the table reads best in rows
const LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** A latin, unique `subdomain` for a new city (the column is unique; nothing routes by it yet). */
async function freeSubdomain(db: Db, title: string): Promise<string> {
  const base =
    [...title.toLocaleLowerCase('ru')]
      .map((c) => LATIN[c] ?? c)
      .join('')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'city';
  const taken = new Set(
    (await db.selectFrom('cities').select('subdomain').execute()).map((row) => row.subdomain),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  return name;
}

function currencySymbol(code: string): string {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code))
    throw new GrantError(`Неизвестный код валюты: ${code}. Например: RUB, BYN, KZT.`);
  const parts = new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? code;
}

function validTimezone(zone: string): string {
  if (!Intl.supportedValuesOf('timeZone').includes(zone) && zone !== 'UTC')
    throw new GrantError(`Неизвестный часовой пояс: ${zone}. Например: Europe/Moscow, Asia/Almaty.`);
  return zone;
}

/** The city of `title`, made first when it does not exist (the first one becomes the default city). */
async function cityOrNew(db: Db, title: string, options: NewCity): Promise<CityRef & { created: boolean }> {
  const { found, all } = await findCity(db, title);
  if (found) return { ...found, created: false };
  const name = title.trim();
  if (!name || /^\d+$/.test(name))
    throw new GrantError(`Название города не может быть пустым или числом: ${title}`);
  const currency = (options.currency ?? 'RUB').toUpperCase();
  const row = await db
    .insertInto('cities')
    .values({
      title: name,
      subdomain: await freeSubdomain(db, name),
      currency_code: currency,
      currency_symbol: currencySymbol(currency),
      timezone: validTimezone(options.timezone ?? 'Europe/Moscow'),
      is_default: all.length === 0 ? 1 : 0,
      sort_order: all.length,
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
  return { ...row, created: true };
}

function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (!isCompletePhone(phone)) throw new GrantError(`Некорректный номер телефона: ${input}`);
  return phone;
}

async function syncFlag(db: Db, userId: number): Promise<boolean> {
  const any = await db
    .selectFrom('organizer_cities')
    .select('city_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ is_organizer: any ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
  return any !== undefined;
}

/**
 * Makes the phone's owner an organizer of the city (made first with `newCity`); answers a Russian
 * line for the console.
 */
export async function grantOrganizer(
  db: Db,
  phoneInput: string,
  cityInput: string,
  options: NewCity = {},
): Promise<string> {
  const phone = phoneOf(phoneInput);
  return db.transaction().execute(async (trx) => {
    const city = options.newCity
      ? await cityOrNew(trx, cityInput, options)
      : { ...(await cityOf(trx, cityInput)), created: false };
    let user = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (!user)
      user = await trx
        .insertInto('users')
        .values({ phone, city_id: city.id })
        .returning('id')
        .executeTakeFirstOrThrow();
    await trx
      .insertInto('organizer_cities')
      .values({ user_id: user.id, city_id: city.id })
      .onConflict((oc) => oc.columns(['user_id', 'city_id']).doNothing())
      .execute();
    await syncFlag(trx, user.id);
    return `+${phone} — организатор в городе ${city.title}${city.created ? ' (город создан)' : ''}.`;
  });
}

export async function revokeOrganizer(db: Db, phoneInput: string, cityInput: string): Promise<string> {
  const phone = phoneOf(phoneInput);
  return db.transaction().execute(async (trx) => {
    const city = await cityOf(trx, cityInput);
    const user = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (!user) throw new GrantError(`Нет пользователя с номером +${phone}.`);
    await trx
      .deleteFrom('organizer_cities')
      .where('user_id', '=', user.id)
      .where('city_id', '=', city.id)
      .execute();
    const still = await syncFlag(trx, user.id);
    return `+${phone} больше не организатор в городе ${city.title}${still ? ' (в других городах — по-прежнему)' : ''}.`;
  });
}
