/**
 * Errors a route throws to answer a client mistake in the shapes of SPEC §8. The app's error handler
 * (plugins/errors.ts) sends `body` with `statusCode`; anything else becomes a logged 500.
 */
import { type DetailError, ERROR_TEXTS, type FieldErrors } from '@quiz/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: DetailError | FieldErrors | Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'HttpError';
  }
}

/** `{detail}` error: `throw httpError(404, 'Не найдено.')` */
export const httpError = (statusCode: number, detail: string): HttpError =>
  new HttpError(statusCode, { detail });

/** `{field: [messages]}` error (400 by default). */
export const fieldErrors = (fields: FieldErrors, statusCode = 400): HttpError =>
  new HttpError(statusCode, fields);

export const notFound = (detail: string = ERROR_TEXTS.notFound): HttpError => httpError(404, detail);

/** A looked-up row, else a 404: `const team = orNotFound(await repo.findTeam(db, id), TEAM_NOT_FOUND)`. */
export function orNotFound<T>(row: T | null | undefined, detail?: string): T {
  if (row === null || row === undefined) throw notFound(detail);
  return row;
}
export const forbidden = (detail: string = ERROR_TEXTS.permissionDenied): HttpError => httpError(403, detail);
export const unauthorized = (detail: string = ERROR_TEXTS.notAuthenticated): HttpError =>
  httpError(401, detail);

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
