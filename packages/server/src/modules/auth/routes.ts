/**
 * Login by phone and code (SPEC §7 "User and auth"): create_user/ (answers the challenge the code is
 * valid with), validate/ (phone, code and that challenge), logout/ (revokes the
 * presented token and ends the streams opened with it; 204, idempotent), logout_all/ (revokes every
 * token of the user and ends all their streams), and, only when
 * DEV_OUTBOX is on (never in production) and only for loopback clients, dev/outbox?phone= (the latest
 * code of the `other` channel, for e2e and newcomers). The rules live in ../../auth/otp.ts (`app.otp`).
 */
import { authCalls, devCalls } from '@quiz/contract';
import { normalizePhone } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertLocalClient } from '../../auth/dev-outbox';
import { answerOtpErrors } from '../../auth/http';
import { dbOutbox } from '../../auth/outbox';
import { orNotFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { hashToken, revokeAllTokens, revokeToken, tokenFromHeader } from '../../plugins/current-user';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const otp = app.otp;
  await app.register(
    routeCalls(authCalls, {
      createUser: ({ body, request, reply }) =>
        answerOtpErrors(reply, async () => {
          const sent = await otp.sendCode({
            phone: body.phone,
            name: body.name,
            ip: request.ip,
            challenge: body.challenge,
          });
          return {
            send_by: sent.send_by,
            retry_after: sent.retry_after,
            challenge: sent.challenge,
            sent: sent.sent,
          };
        }),
      validateCode: ({ body, request, reply }) =>
        answerOtpErrors(reply, async () => {
          const login = await otp.verifyCode({
            phone: body.phone,
            code: body.code,
            challenge: body.challenge,
            ip: request.ip,
          });
          return { token: login.token, first_name: login.first_name };
        }),
      logout: async ({ app, request, db }) => {
        const token = tokenFromHeader(request.headers.authorization);
        if (token) {
          await revokeToken(db, token);
          app.sessionStreams.endToken(hashToken(token));
        }
      },
      logoutAll: async ({ app, user, db }) => {
        if (user) {
          await revokeAllTokens(db, user.id);
          app.sessionStreams.endUser(user.id);
        }
      },
    }),
  );
};

/** Development only: registered only when DEV_OUTBOX is on, never on a production server. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.settings.devOutbox || app.settings.production) return;
  const outbox = dbOutbox(app.db);
  await app.register(
    routeCalls(devCalls, {
      devOutbox: async ({ query, request }) => {
        // only someone on this machine (the developer, e2e) may read codes; never through an unnamed proxy
        assertLocalClient(request);
        const row = orNotFound(
          await outbox.latest(normalizePhone(query.phone)),
          'Кодов для этого номера нет.',
        );
        return { phone: row.phone, code: row.code, send_by: 'other' as const, created_at: row.created_at };
      },
    }),
  );
};
