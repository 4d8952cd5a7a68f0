/**
 * `@quiz/contract/endpoints`: every API call's method, path and auth, keyed by call name, without any
 * schema (safe for the browser's first load). The schemas join them in ../calls (CALLS).
 * Add one spread line per area.
 */
import { remindersEndpoints } from './reminders';
import { resultsEndpoints } from './results';

export * from '../endpoint';

export const ENDPOINTS = {
  ...resultsEndpoints,
  ...remindersEndpoints,
} as const;

export type CallName = keyof typeof ENDPOINTS;
