/**
 * The availability grid (login): POST user/comfortable_time/ {id: 'hour-day', status} checks or
 * unchecks one slot; GET answers the user's whole grid (also in user_detail.comfortable_time).
 */
import { comfortableCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { gridOf, setSlot } from './repository';

export const comfortableRoutes = routeCalls(comfortableCalls, {
  comfortableTime: async ({ user, db }) => ({ comfortable_time: await gridOf(db, user.id) }),

  setComfortableTime: async ({ body, user, db }) => {
    const [hourText, day = ''] = body.id.split('-');
    await setSlot(db, user.id, day, Number(hourText), body.status);
    return { comfortable_time: await gridOf(db, user.id) };
  },
});
