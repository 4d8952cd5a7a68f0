/**
 * `@quiz/contract/endpoints`: every API call's method, path and auth, keyed by call name, without any
 * schema (safe for the browser's first load). The schemas join them in ../calls (CALLS).
 * Add one spread line per area.
 */
import { authEndpoints, devEndpoints, logEndpoints, userEndpoints } from './auth';
import { commonEndpoints, landingEndpoints, mediaEndpoints, themeEndpoints } from './common';
import {
  childEndpoints,
  comfortableEndpoints,
  eventsEndpoints,
  gamesEndpoints,
  likeEndpoints,
  templateEndpoints,
} from './events';
import { liveResultsEndpoints } from './live';
import { organizerEndpoints } from './organizer';
import { platformEndpoints } from './platform';
import { preorderEndpoints } from './preorder';
import { profileEndpoints } from './profile';
import { remindersEndpoints } from './reminders';
import { resultsEndpoints } from './results';
import { reviewsEndpoints } from './reviews';
import { seatingEndpoints } from './seating';
import { teamsEndpoints } from './teams';
import { votesEndpoints } from './votes';

export * from '../endpoint';
// each area's table by name too: a build that calls only a few areas imports those (tree-shaken)
export { authEndpoints, devEndpoints, logEndpoints, userEndpoints } from './auth';
export { commonEndpoints, landingEndpoints, mediaEndpoints, themeEndpoints } from './common';
export {
  childEndpoints,
  comfortableEndpoints,
  eventsEndpoints,
  gamesEndpoints,
  likeEndpoints,
  templateEndpoints,
} from './events';
export { liveResultsEndpoints } from './live';
export { organizerEndpoints } from './organizer';
export { platformEndpoints } from './platform';
export { preorderEndpoints } from './preorder';
export { remindersEndpoints } from './reminders';
export { resultsEndpoints } from './results';
export { reviewsEndpoints } from './reviews';
export { seatingEndpoints } from './seating';
export { teamsEndpoints } from './teams';
export { votesEndpoints } from './votes';

export const ENDPOINTS = {
  ...authEndpoints,
  ...userEndpoints,
  ...profileEndpoints,
  ...logEndpoints,
  ...devEndpoints,
  ...platformEndpoints,
  ...commonEndpoints,
  ...landingEndpoints,
  ...themeEndpoints,
  ...mediaEndpoints,
  ...eventsEndpoints,
  ...gamesEndpoints,
  ...likeEndpoints,
  ...comfortableEndpoints,
  ...childEndpoints,
  ...templateEndpoints,
  ...resultsEndpoints,
  ...reviewsEndpoints,
  ...votesEndpoints,
  ...teamsEndpoints,
  ...preorderEndpoints,
  ...seatingEndpoints,
  ...remindersEndpoints,
  ...organizerEndpoints,
  ...liveResultsEndpoints,
} as const;

export type CallName = keyof typeof ENDPOINTS;
