/**
 * Who organizes which city, changed from the command line (`pnpm organizer grant|revoke <phone>
 * --city <name|id>`): the way the first organizer is made on a fresh deployment. A phone without an
 * account gets one (named at the first login). `users.is_organizer` follows: true while the user
 * organizes at least one city.
 */
import { normalizePhone } from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Db } from '../../db';

export class GrantError extends Error {}

async function cityOf(db: Db, city: string) {
  const all = await db.selectFrom('cities').select(['id', 'title']).execute();
  const byId = /^\d+$/.test(city) ? all.find((c) => c.id === Number(city)) : undefined;
  const found =
    byId ?? all.find((c) => c.title.toLocaleLowerCase('ru') === city.trim().toLocaleLowerCase('ru'));
  if (!found)
    throw new GrantError(
      `Нет такого города: ${city}. Города: ${all.map((c) => `${c.title} (${c.id})`).join(', ')}`,
    );
  return found;
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

/** Makes the phone's owner an organizer of the city; answers a Russian line for the console. */
export async function grantOrganizer(db: Db, phoneInput: string, cityInput: string): Promise<string> {
  const phone = phoneOf(phoneInput);
  return db.transaction().execute(async (trx) => {
    const city = await cityOf(trx, cityInput);
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
    return `+${phone} — организатор в городе ${city.title}.`;
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
