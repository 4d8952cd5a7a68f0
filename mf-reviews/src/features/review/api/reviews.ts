/** A player's review of a game and the organizers' summary (`reviewPage`, `saveReview`, `reviewSummary`). */
import { callApi } from '@quiz/api';
import type { Review, ReviewBody, ReviewPageResponse, ReviewSummaryResponse } from '@quiz/contract';

/** The review's state for the caller, the game, its question package and the saved draft. */
export function loadReviewPage(eventId: number, signal?: AbortSignal): Promise<ReviewPageResponse> {
  return callApi('reviewPage', { params: { id: eventId } }, { signal });
}

/** Saves the draft, or the finished review with `is_completed` (403 once the review was left). */
export function saveReview(body: ReviewBody): Promise<Review> {
  return callApi('saveReview', { body });
}

/** The finished reviews of the game summed up: organizers only. */
export function loadReviewSummary(eventId: number, signal?: AbortSignal): Promise<ReviewSummaryResponse> {
  return callApi('reviewSummary', { params: { id: eventId } }, { signal });
}
