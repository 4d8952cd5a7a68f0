/**
 * `@quiz/contract/endpoints`: every API call's method, path and auth, keyed by call name, without any
 * schema (safe for the browser's first load). The schemas join them in ../calls (CALLS).
 * Add one spread line per area.
 */
import { resultsEndpoints } from './results';
import { teamsEndpoints } from './teams';

export * from '../endpoint';

export const ENDPOINTS = {
  ...resultsEndpoints,
  ...teamsEndpoints,
} as const;

export type CallName = keyof typeof ENDPOINTS;
