/**
 * CALLS: every call descriptor of the API, keyed by call name. The server registers exactly these
 * routes (packages/server/src/http/calls.ts) and the client's `callApi(name, …)` is typed by them.
 * Add one spread line per area, next to its line in ./endpoints/index.ts.
 */
import { remindersCalls } from './calls/reminders';
import { resultsCalls } from './calls/results';
import type { CallName } from './endpoints';

export const CALLS = {
  ...resultsCalls,
  ...remindersCalls,
} as const;

export type Calls = typeof CALLS;

// Every endpoint has its schemas and every descriptor its endpoint (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const callsMatchEndpoints: Same<keyof Calls, CallName> = true;
void callsMatchEndpoints;
