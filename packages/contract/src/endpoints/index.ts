/**
 * `@quiz/contract/endpoints`: every API call's method, path and auth, keyed by call name, without any
 * schema (safe for the browser's first load). The schemas join them in ../calls (CALLS).
 * Add one spread line per area.
 */
import { resultsEndpoints } from './results';
import { seatingEndpoints } from './seating';

export * from '../endpoint';

export const ENDPOINTS = {
  ...resultsEndpoints,
  ...seatingEndpoints,
} as const;

export type CallName = keyof typeof ENDPOINTS;
