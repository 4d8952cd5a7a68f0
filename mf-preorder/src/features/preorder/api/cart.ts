/** The visitor's own cart and its lines (`myCart`, `createCart`, `addCartItem`, `updateCartItem`, `deleteCartItem`). */
import { type CallOptions, type CallResult, callApi } from '@quiz/api';
import type { Cart, CartItem } from '@quiz/contract';
import { visitorOptions } from './visitor';

export type MyCartAnswer = CallResult<'myCart'>;

/** `{event_team, cart}`: cart null before the first order or off the team. */
export function loadMyCart(
  eventTeamId: number,
  token?: string,
  options: CallOptions = {},
): Promise<MyCartAnswer> {
  return callApi('myCart', { params: { id: eventTeamId } }, visitorOptions(token, options));
}

/** The caller's cart in the event team, created on the first order (the existing one if any). */
export function createCart(eventTeamId: number, token?: string): Promise<Cart> {
  return callApi('createCart', { params: { id: eventTeamId } }, visitorOptions(token));
}

export interface CartLine {
  cart: number;
  product: number;
  quantity: number;
}

/** Adds `quantity` to the product's line (the sum stays ≤ 99); answers the line. */
export function addCartItem(line: CartLine, token?: string): Promise<CartItem> {
  return callApi('addCartItem', { body: line }, visitorOptions(token));
}

/** Sets the line's quantity; answers the line as this write stored it (with its `version`). */
export function saveCartItem(line: CartLine, token?: string): Promise<CartItem> {
  return callApi('updateCartItem', { body: line }, visitorOptions(token));
}

export function deleteCartItem(itemId: number, token?: string): Promise<void> {
  return callApi('deleteCartItem', { params: { id: itemId } }, visitorOptions(token)).then(() => undefined);
}
