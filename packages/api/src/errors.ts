/**
 * SPEC §8 error texts for API failures: the response `detail`, else the fields as
 * 'key – values' lines, else a generic fallback.
 */
import axios, { type AxiosError } from 'axios';

/**
 * final-form's key of the form's own error (`FORM_ERROR`, a string constant of its public API). Written
 * out rather than imported: final-form has no `sideEffects: false`, so importing one constant put the
 * whole library (6.5 KB gzip) into the shell's first load and every remote using `@quiz/api`, forms or
 * not. A test checks it is final-form's own.
 */
const FORM_ERROR = 'FINAL_FORM/form-error';

/** Shown when the failure carries no readable text (network down, HTML error page, …). */
export const FALLBACK_ERROR_TEXT = 'Что-то пошло не так...';

/** Keys whose messages belong to no field: their lines are shown without the key. */
const NON_FIELD_KEYS = new Set(['non_field_errors', '__all__']);

/** True for an axios error, optionally with this HTTP status. */
export function isApiError(error: unknown, status?: number): error is AxiosError {
  if (!axios.isAxiosError(error)) return false;
  return status === undefined || error.response?.status === status;
}

/** The HTTP status of a failed call, or null (network error, not an API error). */
export function apiErrorStatus(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The parsed body of a failed call, or undefined. */
export function apiErrorData(error: unknown): unknown {
  return axios.isAxiosError(error) ? error.response?.data : undefined;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join(', ');
  }
  return String(value);
}

/** Formats an error body ({detail} or a field map) as SPEC §8 says; null when it has no text. */
export function formatErrorBody(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<') ? data.trim() : null;
  }
  const body = data as Record<string, unknown>;
  if (typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  const lines = Object.entries(body)
    .map(([key, value]) => {
      const text = valueText(value);
      if (!text) return '';
      return NON_FIELD_KEYS.has(key) ? text : `${key} – ${text}`;
    })
    .filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

/**
 * The text to show for a failed call (toast or alert):
 * the response `detail`; else one 'key – value1, value2' line per field; else
 * 'Что-то пошло не так...' (also for network errors and non-API errors).
 */
export function formatApiError(error: unknown, fallback: string = FALLBACK_ERROR_TEXT): string {
  if (axios.isAxiosError(error)) return formatErrorBody(error.response?.data) ?? fallback;
  return fallback;
}

/**
 * The field messages of a refused call (a 400 `{field: [messages]}` body), renamed to the form's fields:
 * `apiFieldErrors(error, { first_name: 'name' })` → `{ name: 'Имя должно…' }`; undefined when none of
 * the listed fields has a message.
 */
export function apiFieldErrors(
  error: unknown,
  fields: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const data = apiErrorData(error);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const [apiField, formField] of Object.entries(fields)) {
    const list = body[apiField];
    const message = Array.isArray(list) ? list[0] : list;
    if (typeof message === 'string' && message) errors[formField] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * What a react-final-form `onSubmit` returns for a failed call (final-form's submission errors): the
 * listed fields' messages under the form's field names, else the SPEC §8 text as the form's error.
 */
export function submissionErrors(
  error: unknown,
  fields: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return apiFieldErrors(error, fields) ?? { [FORM_ERROR]: formatApiError(error) };
}
