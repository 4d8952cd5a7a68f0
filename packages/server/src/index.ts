/** @quiz/server: the API and static server. The pieces other packages and helpers build on. */
export { type BuildAppOptions, buildApp } from './app';
export { type Db, type DbHandle, type DbOptions, migrateToLatest, openDb } from './db';
export type { Database } from './db/schema';
export { seed, seedIfEmpty } from './db/seed';
export { fieldErrors, forbidden, HttpError, httpError, notFound, unauthorized } from './errors';
export { hashToken, issueToken, requireUser, revokeToken } from './plugins/current-user';
export { ROUTE_MODULES } from './routes';
