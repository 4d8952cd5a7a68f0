/**
 * A player's review of a game and the organizers' summary (`reviewPage`, `saveReview`, `reviewSummary`),
 * as queries and a mutation of the page's query cache.
 */
import { apiErrorData, callApi, isApiError } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { ReviewBody, ReviewPageResponse } from '@quiz/contract';
import { REVIEW_TEXTS } from '@quiz/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const reviewPageKey = (eventId: number) => queryKey('reviews', eventId, 'page');
const reviewSummaryKey = (eventId: number) => queryKey('reviews', eventId, 'summary');

/** The review's state for the caller, the game, its question package and the saved draft. */
export const reviewPageQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: reviewPageKey(eventId),
    queryFn: ({ signal }) => callApi('reviewPage', { params: { id: eventId } }, { signal }),
  });

export const useReviewPage = (eventId: number) => useQuery(reviewPageQueryOptions(eventId));

/** The finished reviews of the game summed up: organizers only. */
export const useReviewSummary = (eventId: number) =>
  useQuery({
    queryKey: reviewSummaryKey(eventId),
    queryFn: ({ signal }) => callApi('reviewSummary', { params: { id: eventId } }, { signal }),
  });

/** The review was left already (another tab, another device): the server refuses it with 403. */
export function isAlreadyCompleted(error: unknown): boolean {
  return (
    isApiError(error, 403) &&
    (apiErrorData(error) as { detail?: string } | null)?.detail !== REVIEW_TEXTS.notParticipant
  );
}

/**
 * Saves the draft, or the finished review with `is_completed`. A finished review (or one the server says
 * was finished already) turns the page to «completed» and refreshes the organizers' summary.
 */
export function useSaveReview(eventId: number) {
  const queryClient = useQueryClient();
  const markCompleted = () => {
    queryClient.setQueryData<ReviewPageResponse>(reviewPageKey(eventId), (page) =>
      page ? { ...page, state: 'completed' } : page,
    );
    void queryClient.invalidateQueries({ queryKey: reviewSummaryKey(eventId) });
  };
  return useMutation({
    mutationFn: (body: ReviewBody) => callApi('saveReview', { body }),
    onSuccess: (_saved, body) => {
      if (body.is_completed) void queryClient.invalidateQueries({ queryKey: reviewSummaryKey(eventId) });
    },
    onError: (error) => {
      if (isAlreadyCompleted(error)) markCompleted();
    },
  });
}
