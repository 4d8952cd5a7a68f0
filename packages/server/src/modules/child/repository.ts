/** Children's game sign-ups. */
import type { ChildRegistrationBody } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';

/** Stores one sign-up (the phone normalized); answers its id. */
export async function insertChildRegistration(db: Db, body: ChildRegistrationBody): Promise<number> {
  const row = await db
    .insertInto('child_registrations')
    .values({
      name: body.name,
      age_category: body.ageCategory,
      team_name: body.teamName,
      team_size: String(body.teamSize),
      phone: normalizePhone(body.phone),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
