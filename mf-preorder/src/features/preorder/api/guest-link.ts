/** The team's guest link: its token for a player of the team, and a guest's name for a token and a cart. */
import { callApi } from '@quiz/api';

/** The event team's link token, created on its first ask (a player of the team only). */
export const guestLinkToken = (eventTeamId: number) =>
  callApi('preorderToken', { params: { id: eventTeamId } });

/** A user without a phone (or the caller) for the name given on the team link: his token and his cart. */
export const redeemGuestLink = (eventId: number, linkToken: string, name: string) =>
  callApi(
    'redeemPreorderToken',
    { params: { id: eventId, token: linkToken }, body: { first_name: name } },
    { skipUnauthorized: true },
  );
