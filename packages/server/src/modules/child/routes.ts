/**
 * POST child_registration {name, ageCategory, teamName, teamSize, phone}: the children's game
 * sign-up (SPEC §7 "Other"; served here instead of an external host). Validation messages are
 * SPEC §5's: 'Пожалуйста, заполните все поля и дайте согласие' and the 7-digit phone rule.
 */
import { CHILD_TEXTS, childCalls } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import { nowIso } from '../../db/schema';
import { routeCalls } from '../../http/calls';

export const childRoutes = routeCalls(childCalls, {
  childRegistration: async ({ body, db }) => {
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
    return { id: Number(row.id), detail: CHILD_TEXTS.success };
  },
});
