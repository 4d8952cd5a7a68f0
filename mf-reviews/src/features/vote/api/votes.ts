/** The theme vote of the next game (`currentVote`, `castVote`). */
import { callApi } from '@quiz/api';
import type { Vote } from '@quiz/contract';

/** The current vote (`user_votes` holds only the caller's choice); 404 when there is none. */
export function loadCurrentVote(signal?: AbortSignal): Promise<Vote> {
  return callApi('currentVote', undefined, { signal });
}

/** Casts (or replaces) the caller's choice of one or two themes; answers the vote. */
export function saveVote(voteId: number, themes: readonly number[]): Promise<Vote> {
  return callApi('castVote', { params: { id: voteId }, body: { themes: [...themes] } });
}
