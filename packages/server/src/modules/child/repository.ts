/** Children's game sign-ups. */
import type { ChildRegistrationBody } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import type { Db } from '../../db';
import { insertId } from '../../db/rows';
import { nowIso } from '../../db/schema';

/** Stores one sign-up (the phone normalized); answers its id. */
export function insertChildRegistration(db: Db, body: ChildRegistrationBody): Promise<number> {
  return insertId(db, 'child_registrations', {
    name: body.name,
    age_category: body.ageCategory,
    team_name: body.teamName,
    team_size: String(body.teamSize),
    phone: normalizePhone(body.phone),
    created_at: nowIso(),
  });
}
