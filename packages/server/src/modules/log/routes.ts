/**
 * POST log/ {from, logs} (SPEC §7): client log lines, e.g. on login {event, phone, timestamp}
 * and on the registration form's submit. Stored in `logs` with the current user, when any.
 * Limited per IP so the table cannot be flooded.
 */
import { logCalls } from '@quiz/contract';
import { hit } from '../../auth/rate-limit';
import { HttpError } from '../../errors';
import { routeCalls } from '../../http/calls';

const LOG_LIMIT = { max: 120, windowMs: 60_000 };
const MAX_PAYLOAD_CHARS = 16_000;

export const logRoutes = routeCalls(logCalls, {
  log: async ({ body, user, db, request, reply }) => {
    const now = new Date();
    const limited = await hit(db, `log:ip:${request.ip}`, LOG_LIMIT, now);
    if (!limited.allowed) {
      reply.header('Retry-After', String(limited.retryAfter));
      throw new HttpError(429, {
        detail: 'Слишком много запросов. Попробуйте позже.',
        retry_after: limited.retryAfter,
      });
    }
    const payload = JSON.stringify(body.logs);
    if (payload.length > MAX_PAYLOAD_CHARS) throw new HttpError(413, { detail: 'Слишком большой запрос.' });
    await db
      .insertInto('logs')
      .values({ user_id: user?.id ?? null, from_url: body.from, payload, created_at: now.toISOString() })
      .execute();
    return { ok: true as const };
  },
});
