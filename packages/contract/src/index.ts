/**
 * @quiz/contract: zod schemas of every entity (SPEC §3) and call (SPEC §7), shared by server and clients.
 * Each area's calls live in ./calls/<area>.ts; add one `export *` line per area below.
 */

export * from './calls/auth';
export * from './calls/common';
export * from './calls/events';
export * from './calls/results';
export * from './entities';
export * from './errors';
export * from './primitives';
