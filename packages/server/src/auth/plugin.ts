/**
 * The login-code service as an app decorator (fastify/demo's repositories): built once per app, on
 * the channel of `CODE_CHANNEL` and the limits of the OTP_* environment, and used by the login calls,
 * the anonymous registration form (its code is an ordinary login code) and the phone change.
 */
import fp from 'fastify-plugin';
import { issueToken } from '../plugins/current-user';
import { channelFromEnv } from './channels';
import type { DeliveryChannel } from './channels/types';
import { type OtpLimits, otpLimitsFromEnv } from './limits';
import { createOtpService, type OtpService } from './otp';
import { dbOutbox } from './outbox';

export interface LoginCodes {
  /** how codes reach a phone (CODE_CHANNEL; the dev outbox locally) */
  readonly channel: DeliveryChannel;
  readonly limits: OtpLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the login codes' channel and limits (the phone change sends its codes through them too) */
    loginCodes: LoginCodes;
    /** sends and checks login codes (./otp.ts) */
    otp: OtpService;
  }
}

export const otpPlugin = fp(
  async (app) => {
    const codes: LoginCodes = {
      channel: channelFromEnv(app.settings.env, dbOutbox(app.db)),
      limits: otpLimitsFromEnv(app.settings.env),
    };
    app.decorate('loginCodes', codes);
    app.decorate(
      'otp',
      createOtpService({ db: app.db, ...codes, issueToken: (userId) => issueToken(app.db, userId) }),
    );
  },
  { name: 'otp', fastify: '5.x' },
);
