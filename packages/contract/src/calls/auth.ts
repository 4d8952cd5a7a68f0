/**
 * Calls of SPEC §7 "User and auth" (and `POST log`): login by phone + 4-digit code, the current
 * user, renaming, and the client log sink. The paths are in ../endpoints; the descriptors (`...Calls`) at the end join them with these schemas.
 */
import { NAME_MAX, NAME_MIN, NAME_TOO_LONG_TEXT, NAME_TOO_SHORT_TEXT } from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { authEndpoints, devEndpoints, logEndpoints, userEndpoints } from '../endpoints/auth';
import { User } from '../entities';
import { DetailError } from '../errors';
import { Challenge, IdText, INVISIBLE_CHARACTERS_TEXT, IsoDateTime, NameText, SendBy } from '../primitives';

/** The field error of an unusable phone (SPEC §5/§8). */
export const INVALID_PHONE_TEXT = 'Некорректный номер телефона!';

/** Phone as typed (formatted or raw); the server normalizes it with @quiz/domain. */
const PhoneInput = z
  .string({ error: INVALID_PHONE_TEXT })
  .trim()
  .min(1, INVALID_PHONE_TEXT)
  .max(32, INVALID_PHONE_TEXT);

/** The login name: NAME_MIN to NAME_MAX characters (SPEC §5). */
export const FirstName = NameText().min(NAME_MIN, NAME_TOO_SHORT_TEXT).max(NAME_MAX, NAME_TOO_LONG_TEXT);

// ---------------------------------------------------------------- POST create_user

export const CreateUserBody = z.object({
  phone: PhoneInput,
  /** optional at this step: the USERNAME step asks for it when it is shorter than 2 characters */
  name: NameText().max(NAME_MAX).optional(),
  /**
   * «Отправить код ещё раз»: the challenge this login flow holds, so the new code is sent for it (under
   * its resend timer); without one (or with one that lapsed) the send starts a new challenge.
   */
  challenge: Challenge.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;
export const CreateUserResponse = z.object({
  send_by: SendBy,
  /** seconds until the server accepts the next send (the resend timer of SPEC §4: 5, 10, 15 …) */
  retry_after: z.number().int().positive().optional(),
  /** the challenge the code is valid with: the client keeps it and sends it with the code to validate/ */
  challenge: Challenge,
  /**
   * false: no new message went out (the number's budget is spent); the challenge is valid with the
   * latest code the number received, which is still valid.
   */
  sent: z.boolean(),
});
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

/** 429 body of create_user while the resend timer runs (also sent as the Retry-After header). */
export const RetryAfterError = z.object({ detail: z.string(), retry_after: z.number().int().nonnegative() });
export type RetryAfterError = z.infer<typeof RetryAfterError>;

// ---------------------------------------------------------------- POST validate/

export const ValidateBody = z.object({
  phone: PhoneInput,
  code: z.string().trim().min(1).max(16),
  /** the challenge create_user answered (CHALLENGE_MISSING_TEXT without it) */
  challenge: Challenge,
});
export type ValidateBody = z.infer<typeof ValidateBody>;
export const ValidateResponse = z.object({ token: z.string(), first_name: z.string() });
export type ValidateResponse = z.infer<typeof ValidateResponse>;
/** `detail` of a wrong, expired, used or burnt code: the client maps 'invalid' to «Неправильный код!». */
export const INVALID_CODE_DETAIL = 'invalid code';

// ---------------------------------------------------------------- user

export const UserDetailResponse = User;
export type UserDetailResponse = z.infer<typeof UserDetailResponse>;

export const UpdateUserBody = z.object({ first_name: FirstName });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
export const UpdateUserResponse = User;
export type UpdateUserResponse = z.infer<typeof UpdateUserResponse>;

export const UserNameParams = z.object({ id: IdText });
export type UserNameParams = z.infer<typeof UserNameParams>;

// ---------------------------------------------------------------- POST log

/** `logs` is free-form: `{ event: 'login', phone, timestamp }`, or the registration form's data. */
export const LogBody = z.object({
  // NUL cannot be stored in PostgreSQL text
  from: z
    .string()
    .max(2048)
    .refine((v) => !v.includes('\u0000'), INVISIBLE_CHARACTERS_TEXT),
  logs: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
});
export type LogBody = z.infer<typeof LogBody>;
export const LogResponse = z.object({ ok: z.literal(true) });
export type LogResponse = z.infer<typeof LogResponse>;

// ---------------------------------------------------------------- dev outbox (never in production)

export const DevOutboxQuery = z.object({ phone: PhoneInput });
export type DevOutboxQuery = z.infer<typeof DevOutboxQuery>;
export const DevOutboxResponse = z.object({
  phone: z.string(),
  code: z.string(),
  send_by: SendBy,
  created_at: IsoDateTime,
});
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>;

// ---------------------------------------------------------------- descriptors

export const authCalls = defineCalls('auth', authEndpoints, {
  createUser: {
    summary: 'Отправить код для входа (пользователь создаётся при первом входе)',
    body: CreateUserBody,
    response: CreateUserResponse,
    errors: { 429: RetryAfterError, 502: DetailError },
  },
  validateCode: {
    summary: 'Проверить код и получить токен',
    body: ValidateBody,
    response: ValidateResponse,
    errors: { 429: RetryAfterError },
  },
  /**
   * «Выйти»: revokes the token of the Authorization header. 204 without a body; idempotent (an
   * unknown, already revoked or absent token is also 204), so a retry never fails.
   */
  logout: {
    summary: 'Выйти: отозвать токен запроса (204, повтор безопасен)',
    response: null,
  },
  /** «Выйти на всех устройствах»: revokes every token of the user. 204; idempotent. */
  logoutAll: {
    summary: 'Выйти на всех устройствах: отозвать все токены пользователя (204, повтор безопасен)',
    response: null,
  },
});

export const userCalls = defineCalls('user', userEndpoints, {
  userDetail: { summary: 'Текущий пользователь', response: UserDetailResponse },
  updateUser: {
    summary: 'Изменить имя текущего пользователя',
    body: UpdateUserBody,
    response: UpdateUserResponse,
  },
  renameUser: {
    summary: 'Изменить имя пользователя (только своё)',
    params: UserNameParams,
    body: UpdateUserBody,
    response: UpdateUserResponse,
  },
});

export const logCalls = defineCalls('log', logEndpoints, {
  log: {
    summary: 'Записать событие клиента',
    body: LogBody,
    response: LogResponse,
    bodyLimit: 64 * 1024,
    errors: { 413: DetailError, 429: RetryAfterError },
  },
});

export const devCalls = defineCalls('dev', devEndpoints, {
  devOutbox: {
    summary: 'Последний код входа для номера (только не в production)',
    query: DevOutboxQuery,
    response: DevOutboxResponse,
    hide: true,
  },
});
