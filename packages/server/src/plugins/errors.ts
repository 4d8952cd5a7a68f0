/**
 * One error policy for the whole API (SPEC §8 shapes, Russian texts):
 * - HttpError → its status and body;
 * - request validation (zod via fastify-type-provider-zod) → 400: body problems as `{field: [messages]}`
 *   (`non_field_errors` for the body as a whole), query/params/header problems as `{detail}`;
 * - other 4xx raised by Fastify itself (bad JSON, unsupported media type, too large) → `{detail}`;
 * - the database unreachable (PostgreSQL restarting, connection refused or timed out) → at once 503
 *   `{detail: «Сервис временно недоступен…», request_id}` + `Retry-After: 5`; the pool reconnects by
 *   itself on a later request;
 * - anything else → logged, 500 `{detail, request_id}` with a generic Russian sentence.
 * Unknown /api paths answer a JSON 404 (the SPA fallback for other paths lives in ../static.ts).
 */
import { ERROR_TEXTS, type FieldErrors } from '@quiz/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isHttpError } from '../errors';

const PART_NAMES: Record<string, string> = {
  querystring: 'параметр',
  params: 'параметр пути',
  headers: 'заголовок',
};

const STATUS_TEXTS: Record<number, string> = {
  400: ERROR_TEXTS.badRequest,
  401: ERROR_TEXTS.notAuthenticated,
  403: ERROR_TEXTS.permissionDenied,
  404: ERROR_TEXTS.notFound,
  405: ERROR_TEXTS.methodNotAllowed,
  406: 'Неприемлемый формат ответа.',
  413: 'Слишком большой запрос.',
  415: 'Неподдерживаемый тип данных в запросе.',
  429: ERROR_TEXTS.tooManyRequests,
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Turns zod issues into the SPEC §8 body for the request part that failed. */
export function validationBody(
  part: string | undefined,
  issues: readonly ValidationIssue[],
): Record<string, unknown> {
  if (part === 'body' || part === undefined) {
    const fields: FieldErrors = {};
    for (const issue of issues) {
      const key = fieldName(issue.instancePath) || 'non_field_errors';
      const list = fields[key] ?? [];
      list.push(issue.message ?? ERROR_TEXTS.badRequest);
      fields[key] = list;
    }
    return fields;
  }
  const first = issues[0];
  const name = first ? fieldName(first.instancePath) : '';
  const what = PART_NAMES[part] ?? 'параметр';
  const message = first?.message ?? ERROR_TEXTS.badRequest;
  return { detail: name ? `Некорректный ${what} «${name}»: ${message}` : message };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isHttpError(error)) {
      // a 429 that says when to come back says it in the header too (RFC 9110 Retry-After)
      const retryAfter = 'retry_after' in error.body ? error.body.retry_after : undefined;
      if (error.statusCode === 429 && typeof retryAfter === 'number' && !reply.hasHeader('retry-after'))
        reply.header('Retry-After', String(retryAfter));
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validationContext, error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: ERROR_TEXTS.server, request_id: request.id });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (error.validation)
        return reply.status(400).send(validationBody(error.validationContext, error.validation));
      return reply.status(status).send({ detail: STATUS_TEXTS[status] ?? ERROR_TEXTS.badRequest });
    }
    // PostgreSQL refusing a character of the request (NUL in text, 22021/22P05): the client's mistake
    const pgCode = (error as { code?: unknown }).code;
    if (pgCode === '22021' || pgCode === '22P05')
      return reply.status(400).send({ detail: ERROR_TEXTS.badRequest });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ detail: DATABASE_UNAVAILABLE, request_id: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: ERROR_TEXTS.server, request_id: request.id });
  });
}

export const DATABASE_UNAVAILABLE = 'Сервис временно недоступен. Попробуйте через минуту.';

/** SQLSTATE classes and socket errors of a database that is down or restarting (not a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-store').send({ detail: ERROR_TEXTS.notFound });
}

export function badRequest(reply: FastifyReply): FastifyReply {
  return reply.status(400).send({ detail: ERROR_TEXTS.badRequest });
}
