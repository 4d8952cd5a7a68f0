/**
 * CALLS: every call descriptor of the API, keyed by call name. The server registers exactly these
 * routes (packages/server/src/http/calls.ts) and the client's `callApi(name, …)` is typed by them.
 * Add one spread line per area, next to its line in ./endpoints/index.ts.
 */
import { authCalls, devCalls, logCalls, userCalls } from './calls/auth';
import { commonCalls, landingCalls, mediaCalls, themeCalls } from './calls/common';
import {
  childCalls,
  comfortableCalls,
  eventsCalls,
  gamesCalls,
  likeCalls,
  templateCalls,
} from './calls/events';
import { liveResultsCalls, organizerCalls } from './calls/organizer';
import { platformCalls } from './calls/platform';
import { preorderCalls } from './calls/preorder';
import { profileCalls } from './calls/profile';
import { remindersCalls } from './calls/reminders';
import { resultsCalls } from './calls/results';
import { reviewsCalls } from './calls/reviews';
import { seatingCalls } from './calls/seating';
import { teamsCalls } from './calls/teams';
import { votesCalls } from './calls/votes';
import type { CallName } from './endpoints';

export const CALLS = {
  ...authCalls,
  ...userCalls,
  ...profileCalls,
  ...logCalls,
  ...devCalls,
  ...platformCalls,
  ...commonCalls,
  ...landingCalls,
  ...themeCalls,
  ...mediaCalls,
  ...eventsCalls,
  ...gamesCalls,
  ...likeCalls,
  ...comfortableCalls,
  ...childCalls,
  ...templateCalls,
  ...resultsCalls,
  ...reviewsCalls,
  ...votesCalls,
  ...teamsCalls,
  ...preorderCalls,
  ...seatingCalls,
  ...remindersCalls,
  ...organizerCalls,
  ...liveResultsCalls,
} as const;

export type Calls = typeof CALLS;

// Every endpoint has its schemas and every descriptor its endpoint (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const callsMatchEndpoints: Same<keyof Calls, CallName> = true;
void callsMatchEndpoints;
