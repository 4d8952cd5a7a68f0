/**
 * The visitor's own cart in one event team: loads it, adds products (creating the cart on the first
 * order), changes quantities at once and reconciles them with the server's answers, deletes lines.
 * A failed save rolls the line back to the last value the server confirmed and says so.
 * Every change emits `cart.changed` on the bus.
 */
import { callApi, formatApiError } from '@quiz/api';
import { emit } from '@quiz/bus';
import type { Cart, CartItem, Product } from '@quiz/contract';
import { cartCount, cartTotal } from '@quiz/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';
import { useCachedCart } from '../cart/useCachedCart';
import { teamCartsPrefix } from './queries';
import { visitorOptions } from './visitor';

export interface MyCart {
  cart: Cart | null;
  loading: boolean;
  count: number;
  total: number;
  /** adds `quantity` of the product; resolves true when the server took it */
  add: (product: Product, quantity: number) => Promise<boolean>;
  setQuantity: (item: CartItem, quantity: number) => void;
  remove: (item: CartItem) => void;
  reload: () => void;
}

export interface UseMyCartOptions {
  eventTeamId: number | null;
  /** the API token of the visitor (the guest's token, or undefined for the site's session) */
  token?: string;
  /** whether the visitor may have a cart here at all (no request otherwise) */
  enabled: boolean;
}

export function useMyCart({ eventTeamId, token, enabled }: UseMyCartOptions): MyCart {
  const { notify } = usePreorderEnv();
  /** the last answer of the server per product: what a failed save rolls back to */
  const confirmed = useRef(new Map<number, CartItem>());
  const { cart, setCart, loading, reload } = useCachedCart({ eventTeamId, token, enabled, confirmed });
  /** the newest request per product: only its answer (or failure) updates the line */
  const latest = useRef(new Map<number, number>());
  const seq = useRef(0);
  const queryClient = useQueryClient();
  /** a change the server took: the team's carts (its total) follow */
  const teamFollows = () => void queryClient.invalidateQueries({ queryKey: teamCartsPrefix });

  const announce = useCallback(
    (next: Cart | null) => {
      if (eventTeamId !== null)
        emit({ type: 'cart.changed', eventTeamId, count: cartCount(next?.cart_items ?? []) });
    },
    [eventTeamId],
  );

  const patchLine = (productId: number, line: CartItem | null) => {
    setCart((current) => {
      if (!current) return current;
      // the line keeps its place; a new one goes last
      const at = current.cart_items.findIndex((i) => i.product.id === productId);
      const items = current.cart_items.filter((i) => i.product.id !== productId);
      if (line) items.splice(at < 0 ? items.length : at, 0, line);
      const next = { ...current, cart_items: items };
      announce(next);
      return next;
    });
  };

  const add = async (product: Product, quantity: number): Promise<boolean> => {
    if (eventTeamId === null) return false;
    try {
      let target = cart;
      if (!target) {
        // the caller's cart in the event team (the existing one if any)
        target = await callApi('createCart', { params: { id: eventTeamId } }, visitorOptions(token));
        setCart(target);
      }
      // adds `quantity` to the product's line (the sum stays ≤ 99)
      const line = { cart: target.id, product: product.id, quantity };
      const item = await callApi('addCartItem', { body: line }, visitorOptions(token));
      confirmed.current.set(product.id, item);
      setCart((current) => current ?? target);
      patchLine(product.id, item);
      teamFollows();
      notify(TEXTS.product.added(product.title, item.quantity), 'success');
      return true;
    } catch (error) {
      notify(formatApiError(error), 'error');
      return false;
    }
  };

  const setQuantity = (item: CartItem, quantity: number) => {
    if (!cart) return;
    const productId = item.product.id;
    const mine = ++seq.current;
    latest.current.set(productId, mine);
    patchLine(productId, { ...item, quantity });
    // the answer is the line as this write stored it (with its `version`)
    const line = { cart: cart.id, product: productId, quantity };
    callApi('updateCartItem', { body: line }, visitorOptions(token)).then(
      (saved) => {
        const known = confirmed.current.get(productId);
        if (!known || saved.version >= known.version) confirmed.current.set(productId, saved);
        if (latest.current.get(productId) === mine)
          patchLine(productId, confirmed.current.get(productId) ?? saved);
        teamFollows();
      },
      (error: unknown) => {
        if (latest.current.get(productId) !== mine) return;
        const back = confirmed.current.get(productId) ?? null;
        patchLine(productId, back);
        notify(TEXTS.cart.saveFailed(formatApiError(error)), 'error');
      },
    );
  };

  const remove = (item: CartItem) => {
    const productId = item.product.id;
    const mine = ++seq.current;
    latest.current.set(productId, mine);
    patchLine(productId, null);
    callApi('deleteCartItem', { params: { id: item.id } }, visitorOptions(token)).then(
      () => {
        confirmed.current.delete(productId);
        teamFollows();
        notify(TEXTS.cart.deleted, 'success');
      },
      (error: unknown) => {
        if (latest.current.get(productId) !== mine) return;
        patchLine(productId, confirmed.current.get(productId) ?? item);
        notify(TEXTS.cart.saveFailed(formatApiError(error)), 'error');
      },
    );
  };

  const items = cart?.cart_items ?? [];
  return {
    cart,
    loading,
    count: cartCount(items),
    total: cartTotal(items),
    add,
    setQuantity,
    remove,
    reload,
  };
}
