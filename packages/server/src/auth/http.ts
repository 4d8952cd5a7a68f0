/** OTP refusals as HTTP answers in the shapes of SPEC §8. */
import type { FastifyReply } from 'fastify';
import { fieldErrors, HttpError } from '../errors';
import { OtpError } from './otp-errors';

/** Sends the answer for an OtpError (429s carry `retry_after` and the Retry-After header); rethrows anything else. */
function otpErrorToHttp(error: unknown, reply: FastifyReply): HttpError {
  if (!(error instanceof OtpError)) throw error;
  switch (error.kind) {
    case 'invalid_phone':
      return fieldErrors({ phone: [error.detail] });
    case 'invalid_code':
      return new HttpError(400, { detail: error.detail });
    case 'delivery':
      return new HttpError(502, { detail: error.detail });
    default: {
      const seconds = error.retryAfter ?? 1;
      reply.header('Retry-After', String(seconds));
      return new HttpError(429, { detail: error.detail, retry_after: seconds });
    }
  }
}

/** Runs an OTP step of a route: its OtpError becomes the HTTP answer (otpErrorToHttp), anything else is rethrown. */
export async function answerOtpErrors<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw otpErrorToHttp(error, reply);
  }
}
