/** The team's carts on the event (`teamCarts`, `deleteCart`). */
import { type CallOptions, type CallResult, callApi } from '@quiz/api';
import { visitorOptions } from './visitor';

export type TeamCartsAnswer = CallResult<'teamCarts'>;

/** Every cart of the team with `can_write` / `can_delete` for the caller. */
export function loadTeamCarts(
  eventId: number,
  teamId: number,
  token?: string,
  options: CallOptions = {},
): Promise<TeamCartsAnswer> {
  return callApi('teamCarts', { params: { event: eventId, team: teamId } }, visitorOptions(token, options));
}

/** Deletes a teammate's (or the own) cart: a player with a phone only. */
export function deleteCart(cartId: number, token?: string): Promise<void> {
  return callApi('deleteCart', { params: { id: cartId } }, visitorOptions(token)).then(() => undefined);
}
