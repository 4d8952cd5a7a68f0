/** The venue staff's day of orders (`secretPreorder`, no login: the slug is the key), as a query. */
import { callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { useQuery } from '@tanstack/react-query';

/** One day's orders (no date: the venue's next game day). */
export const useSecretPreorder = (slug: string, date?: string) =>
  useQuery({
    queryKey: queryKey('preorder', 'secret', slug, date ?? null),
    queryFn: ({ signal }) =>
      callApi('secretPreorder', { params: { slug }, query: date ? { date } : {} }, { signal }),
  });
