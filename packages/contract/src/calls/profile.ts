/**
 * SPEC §7 `PATCH user/update/` (form data first_name, phone, avatar, is_legionary) and
 * `POST user/update/phone_confirm/ {code}`, plus the avatar thumbnail they store (SPEC §2 "Personal
 * cabinet", §5 "Photo upload", §8 texts). A new phone is not saved at once: the server sends a code to
 * it through the login-code channel and answers `phone_confirm`; the code then moves the phone over.
 */
import { PROFILE_TEXTS } from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { profileEndpoints } from '../endpoints/profile';
import { User } from '../entities';
import { DetailError } from '../errors';
import { IdText, SendBy } from '../primitives';
import { FirstName, INVALID_PHONE_TEXT, RetryAfterError } from './auth';

/**
 * The text fields of the multipart form, as strings (the server validates them with this schema and
 * answers `{field: [message]}` like any body). `avatar` is the file part.
 */
export const ProfileFormFields = z
  .object({
    first_name: FirstName.optional(),
    phone: z
      .string({ error: INVALID_PHONE_TEXT })
      .trim()
      .min(1, INVALID_PHONE_TEXT)
      .max(32, INVALID_PHONE_TEXT)
      .optional(),
    is_legionary: z.enum(['true', 'false'], { error: 'Ожидается true или false.' }).optional(),
  })
  .strict();
export type ProfileFormFields = z.infer<typeof ProfileFormFields>;

export const UpdateProfileResponse = z.object({
  user: User,
  /** set when a new phone waits for its code: where the code went (the phone keeps its old value until then) */
  phone_confirm: z.object({ phone: z.string(), send_by: SendBy }).nullable(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const ConfirmPhoneBody = z.object({
  code: z.string({ error: PROFILE_TEXTS.wrongCode }).trim().min(1, PROFILE_TEXTS.wrongCode).max(16),
});
export type ConfirmPhoneBody = z.infer<typeof ConfirmPhoneBody>;
export const ConfirmPhoneResponse = z.object({ user: User, detail: z.string() });
export type ConfirmPhoneResponse = z.infer<typeof ConfirmPhoneResponse>;

export const UserAvatarParams = z.object({ id: IdText });

export const profileCalls = defineCalls('profile', profileEndpoints, {
  updateProfile: {
    summary: 'Изменить профиль: имя, телефон (по коду), фото, «готов играть в других командах»',
    multipart: true,
    response: UpdateProfileResponse,
    errors: { 413: DetailError, 415: DetailError, 429: RetryAfterError, 502: DetailError },
  },
  confirmPhone: {
    summary: 'Подтвердить новый номер кодом',
    body: ConfirmPhoneBody,
    response: ConfirmPhoneResponse,
    errors: { 429: RetryAfterError },
  },
  userAvatar: {
    summary: 'Фото пользователя (миниатюра JPEG)',
    params: UserAvatarParams,
    response: z.string(),
    produces: 'image/jpeg',
  },
});
