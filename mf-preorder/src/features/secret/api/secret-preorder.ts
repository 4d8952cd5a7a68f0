/** The venue staff's day of orders (`secretPreorder`, no login: the slug is the key). */
import { callApi } from '@quiz/api';
import type { SecretPreorder } from '@quiz/contract';

/** One day's orders (no date: the venue's next game day). */
export function loadSecretPreorder(
  slug: string,
  date?: string,
  signal?: AbortSignal,
): Promise<SecretPreorder> {
  return callApi('secretPreorder', { params: { slug }, query: date ? { date } : {} }, { signal });
}
