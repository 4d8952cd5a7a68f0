/** The personal cabinet's profile calls (`profileCalls`): save, confirm the new phone, the user's games. */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { emit } from '@quiz/bus';
import type { ConfirmPhoneResponse, UpdateProfileResponse, UserEventsResponse } from '@quiz/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `PATCH user/update/` with the changed fields (multipart: the avatar is a file). */
export function saveProfile(body: FormData): Promise<UpdateProfileResponse> {
  return callApi('updateProfile', { body });
}

/**
 * «Готов играть в других командах» (`is_legionary`), saved on its own; the user as saved is announced
 * (`user.updated`) and his flag answered.
 */
export async function saveLegionary(on: boolean): Promise<boolean> {
  const body = new FormData();
  body.append('is_legionary', on ? 'true' : 'false');
  const { user } = await saveProfile(body);
  emit({ type: 'user.updated', user });
  return user.is_legionary;
}

/** The code sent to the new number. */
export function confirmPhone(code: string): Promise<ConfirmPhoneResponse> {
  return callApi('confirmPhone', { body: { code } });
}

/** The user's upcoming and past games with their teams (refreshed by every registration change). */
export const userGamesQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('cabinet', 'games'),
    queryFn: ({ signal }): Promise<UserEventsResponse> =>
      callApi('userEvents', undefined, { ...options, signal }),
  });

export const useUserGames = () => useQuery(userGamesQueryOptions());
