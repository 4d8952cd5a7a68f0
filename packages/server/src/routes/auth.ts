/**
 * Login by phone and code (SPEC §7 "User and auth"): POST /api/create_user/, POST /api/validate/,
 * POST /api/logout/ (revokes the presented token; 204, idempotent), POST /api/logout_all/ (revokes every
 * token of the user), and, only when DEV_OUTBOX is on (never in production) and only for loopback
 * clients, GET /api/dev/outbox?phone= (the latest code of the `other` channel, for e2e and newcomers). The rules live in ../auth/otp.ts.
 */
import {
  CreateUserBody,
  CreateUserResponse,
  DetailError,
  DevOutboxQuery,
  DevOutboxResponse,
  ErrorBody,
  RetryAfterError,
  ValidateBody,
  ValidateResponse,
} from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelFromEnv } from '../auth/channels';
import { isLocalClient } from '../auth/dev-outbox';
import { otpErrorToHttp } from '../auth/http';
import { otpLimitsFromEnv } from '../auth/limits';
import { createOtpService } from '../auth/otp';
import { dbOutbox } from '../auth/outbox';
import { notFound } from '../errors';
import { issueToken, revokeAllTokens, revokeToken, tokenFromHeader } from '../plugins/current-user';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = dbOutbox(app.db);
  const otp = createOtpService({
    db: app.db,
    channel: channelFromEnv(app.settings.env, outbox),
    issueToken: (userId) => issueToken(app.db, userId),
    limits: otpLimitsFromEnv(app.settings.env),
  });

  app.post(
    '/api/create_user/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Отправить код для входа (пользователь создаётся при первом входе)',
        body: CreateUserBody,
        response: { 200: CreateUserResponse, 400: ErrorBody, 429: RetryAfterError, 502: DetailError },
      },
    },
    async (request, reply) => {
      try {
        const sent = await otp.sendCode({
          phone: request.body.phone,
          name: request.body.name,
          ip: request.ip,
        });
        return { send_by: sent.send_by, retry_after: sent.retry_after };
      } catch (error) {
        throw otpErrorToHttp(error, reply);
      }
    },
  );

  app.post(
    '/api/validate/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Проверить код и получить токен',
        body: ValidateBody,
        response: { 200: ValidateResponse, 400: ErrorBody, 429: RetryAfterError },
      },
    },
    async (request, reply) => {
      try {
        const login = await otp.verifyCode({
          phone: request.body.phone,
          code: request.body.code,
          ip: request.ip,
        });
        return { token: login.token, first_name: login.first_name };
      } catch (error) {
        throw otpErrorToHttp(error, reply);
      }
    },
  );

  app.post(
    '/api/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Выйти: отозвать токен запроса (204, повтор безопасен)',
        security: [{ token: [] }],
        response: { 204: z.null().describe('Токен отозван (или уже недействителен)') },
      },
    },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) await revokeToken(app.db, token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/logout_all/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Выйти на всех устройствах: отозвать все токены пользователя (204, повтор безопасен)',
        security: [{ token: [] }],
        response: { 204: z.null().describe('Все токены пользователя отозваны') },
      },
    },
    async (request, reply) => {
      if (request.currentUser) await revokeAllTokens(app.db, request.currentUser.id);
      return reply.code(204).send(null);
    },
  );

  if (app.settings.devOutbox && !app.settings.production) {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          hide: true,
          querystring: DevOutboxQuery,
          response: { 200: DevOutboxResponse, 404: DetailError },
        },
      },
      async (request) => {
        // only someone on this machine (the developer, e2e) may read codes
        if (!isLocalClient(request)) throw notFound();
        const row = await outbox.latest(normalizePhone(request.query.phone));
        if (!row) throw notFound('Кодов для этого номера нет.');
        return {
          phone: row.phone,
          code: row.code,
          send_by: 'other' as const,
          created_at: row.created_at,
        };
      },
    );
  }
};
