/**
 * @quiz/contract: zod schemas of every entity (SPEC §3) and call (SPEC §7), shared by server and clients.
 * Each area's endpoints (method, path, auth) live in ./endpoints/<area>.ts and its schemas and
 * descriptors in ./calls/<area>.ts; add one `export *` line per area below and one line in CALLS.
 */

export * from './all-calls';
export * from './calls/auth';
export * from './calls/common';
export * from './calls/events';
export * from './calls/organizer';
export * from './calls/platform';
export * from './calls/preorder';
export * from './calls/profile';
export * from './calls/reminders';
export * from './calls/results';
export * from './calls/reviews';
export * from './calls/seating';
export * from './calls/teams';
export * from './calls/votes';
export * from './define-call';
export * from './endpoint';
export * from './entities';
export * from './errors';
export * from './primitives';
