/**
 * POST child_registration {name, ageCategory, teamName, teamSize, phone}: the children's game
 * sign-up (SPEC §7 "Other"; served here instead of an external host). Validation messages are
 * SPEC §5's: 'Пожалуйста, заполните все поля и дайте согласие' and the 7-digit phone rule.
 */
import { CHILD_TEXTS, childCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { insertChildRegistration } from './repository';

export const childRoutes = routeCalls(childCalls, {
  childRegistration: async ({ body, db }) => ({
    id: await insertChildRegistration(db, body),
    detail: CHILD_TEXTS.success,
  }),
});
