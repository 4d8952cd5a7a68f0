/** The theme vote of the next game (`currentVote`, `castVote`), as a query and a mutation of the page's cache. */
import { callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { Vote } from '@quiz/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const currentVoteKey = queryKey('themes', 'vote');

/** The current vote (`user_votes` holds only the caller's choice); 404 when there is none. */
export const useCurrentVote = () =>
  useQuery({
    queryKey: currentVoteKey,
    queryFn: ({ signal }) => callApi('currentVote', undefined, { signal }),
  });

/** Casts (or replaces) the caller's choice of one or two themes; the answer is the vote as it now is. */
export function useCastVote(voteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themes: readonly number[]) =>
      callApi('castVote', { params: { id: voteId }, body: { themes: [...themes] } }),
    onSuccess: (vote: Vote) => queryClient.setQueryData(currentVoteKey, vote),
  });
}
