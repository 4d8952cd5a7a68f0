/**
 * POST /api/log/ {from, logs} (SPEC §7): client log lines, e.g. on login {event, phone, timestamp}
 * and on the registration form's submit. Stored in `logs` with the current user, when any.
 * Limited per IP so the table cannot be flooded.
 */
import { DetailError, ErrorBody, LogBody, LogResponse, RetryAfterError } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hit } from '../auth/rate-limit';
import { HttpError } from '../errors';

const LOG_LIMIT = { max: 120, windowMs: 60_000 };
const MAX_PAYLOAD_CHARS = 16_000;

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/log/',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['log'],
        summary: 'Записать событие клиента',
        body: LogBody,
        response: { 200: LogResponse, 400: ErrorBody, 413: DetailError, 429: RetryAfterError },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const limited = await hit(app.db, `log:ip:${request.ip}`, LOG_LIMIT, now);
      if (!limited.allowed) {
        reply.header('Retry-After', String(limited.retryAfter));
        throw new HttpError(429, {
          detail: 'Слишком много запросов. Попробуйте позже.',
          retry_after: limited.retryAfter,
        });
      }
      const payload = JSON.stringify(request.body.logs);
      if (payload.length > MAX_PAYLOAD_CHARS) throw new HttpError(413, { detail: 'Слишком большой запрос.' });
      await app.db
        .insertInto('logs')
        .values({
          user_id: request.currentUser?.id ?? null,
          from_url: request.body.from,
          payload,
          created_at: now.toISOString(),
        })
        .execute();
      return { ok: true as const };
    },
  );
};
