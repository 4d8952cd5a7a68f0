/**
 * The visitor's cart as the server has it: loaded when the cart may exist, again on `reload()`; each
 * answer's lines become the confirmed values a failed save rolls back to (`confirmed`).
 */
import type { Cart, CartItem } from '@quiz/contract';
import { type Dispatch, type MutableRefObject, type SetStateAction, useEffect, useState } from 'react';
import { loadMyCart } from '../api/cart';

export interface LoadedCart {
  cart: Cart | null;
  setCart: Dispatch<SetStateAction<Cart | null>>;
  loading: boolean;
  reload: () => void;
}

export function useLoadedCart({
  eventTeamId,
  token,
  enabled,
  confirmed,
}: {
  eventTeamId: number | null;
  token: string | undefined;
  enabled: boolean;
  confirmed: MutableRefObject<Map<number, CartItem>>;
}): LoadedCart {
  const [cart, setCart] = useState<Cart | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick reloads
  useEffect(() => {
    if (!enabled || eventTeamId === null) {
      setCart(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    loadMyCart(eventTeamId, token, controller.signal).then(
      (answer) => {
        confirmed.current = new Map((answer.cart?.cart_items ?? []).map((i) => [i.product.id, i]));
        setCart(answer.cart);
        setLoading(false);
      },
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [enabled, eventTeamId, token, tick]);

  return { cart, setCart, loading, reload: () => setTick((t) => t + 1) };
}
