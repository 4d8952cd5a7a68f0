/**
 * Error bodies of SPEC §8. The server answers either `{ detail }` (a sentence for a toast) or a
 * field map `{ field: [messages] }` (the client shows 'key – values' lines). `non_field_errors`
 * carries messages that belong to no field.
 */
import { z } from 'zod';

export const DetailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof DetailError>;

export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

export const ErrorBody = z.union([DetailError, FieldErrors]);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Russian texts the server uses for its generic errors. */
export const ERROR_TEXTS = {
  notFound: 'Не найдено.',
  notAuthenticated: 'Учётные данные не были предоставлены.',
  invalidToken: 'Недопустимый токен.',
  permissionDenied: 'У вас недостаточно прав для выполнения данного действия.',
  badRequest: 'Некорректный запрос.',
  methodNotAllowed: 'Метод не разрешён.',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  server: 'Что-то пошло не так. Попробуйте ещё раз чуть позже.',
} as const;

/** Standard error responses to merge into a route's `response` schema map. */
export const errorResponses = {
  400: ErrorBody,
  401: DetailError,
  403: DetailError,
  404: DetailError,
} as const;
