/** The team's guest link (`preorderToken`) and a guest's name step on it (`redeemPreorderToken`). */
import { callApi } from '@quiz/api';
import type { RedeemTokenResponse } from '@quiz/contract';

/** The team link's token of the event team (created on the first ask): a player of the team only. */
export async function loadGuestLinkToken(eventTeamId: number): Promise<string> {
  const { token } = await callApi('preorderToken', { params: { id: eventTeamId } });
  return token;
}

/** A visitor with the link gives a name: a user without a phone (or the caller), a token and a cart. */
export function redeemGuestLink(
  eventId: number,
  linkToken: string,
  firstName: string,
): Promise<RedeemTokenResponse> {
  return callApi(
    'redeemPreorderToken',
    { params: { id: eventId, token: linkToken }, body: { first_name: firstName } },
    { skipUnauthorized: true },
  );
}
