/** The login's error texts from a failed call's answer (SPEC §8). */
import { apiErrorData, FIELD_LABELS } from '@quiz/api';
import { AUTH_TEXTS } from './texts';

function bodyOf(error: unknown): Record<string, unknown> | null {
  const data = apiErrorData(error);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** SPEC §8: `detail` containing 'invalid' → «Неправильный код!», anything else → «Что-то пошло не так...». */
export function codeErrorText(error: unknown): string {
  const detail = bodyOf(error)?.detail;
  return typeof detail === 'string' && detail.toLowerCase().includes('invalid')
    ? AUTH_TEXTS.invalidCode
    : AUTH_TEXTS.codeFailed;
}

/**
 * SPEC §8 phone send errors: the response fields as 'field: message' lines (a bare detail as itself), the
 * field by its Russian name (@quiz/api's FIELD_LABELS); a field with no name shows its message alone.
 */
export function phoneErrorLines(error: unknown): string[] {
  const body = bodyOf(error);
  if (!body) return [];
  return Object.entries(body)
    .filter(([key]) => key !== 'retry_after')
    .map(([key, value]) => {
      const text = Array.isArray(value) ? value.map(String).join(', ') : String(value);
      const label = key === 'detail' || key === 'non_field_errors' ? undefined : FIELD_LABELS[key];
      return label ? `${label}: ${text}` : text;
    })
    .filter((line) => line.trim().length > 0);
}

/** Seconds of a 429 answer (body `retry_after`, else the Retry-After header), or null. */
export function retryAfterOf(error: unknown): number | null {
  const value = bodyOf(error)?.retry_after;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
