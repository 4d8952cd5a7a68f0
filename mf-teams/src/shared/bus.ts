/** Navigation, toasts and error texts for mf-teams screens (through the bus and @quiz/api). */
import { apiErrorData, apiErrorStatus, formatApiError } from '@quiz/api';
import { emit } from '@quiz/bus';

export const go = (to: string): void => emit({ type: 'nav.go', to });
export const toast = (message: string, kind: 'info' | 'success' | 'error' = 'info'): void =>
  emit({ type: 'toast.show', message, kind });
export const toastError = (error: unknown): void => toast(formatApiError(error), 'error');

/** A confirm dialog's action: a refusal is a toast, and the error goes on so the dialog stays open. */
export async function toastRefusal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    toastError(error);
    throw error;
  }
}

/** The `detail` of a refused call, when the server sent one. */
export function errorDetail(error: unknown): string | null {
  const data = apiErrorData(error);
  return data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string'
    ? (data as { detail: string }).detail
    : null;
}

/** The first message of one field of a 400 `{field: [messages]}` answer. */
export function fieldError(error: unknown, field: string): string | null {
  const data = apiErrorData(error);
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

export { apiErrorData, apiErrorStatus };
