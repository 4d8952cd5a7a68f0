/**
 * The visitor's cart, from the page's query cache: loaded when the cart may exist; each answer of the
 * server (a fetch, not a change written here) gives the confirmed lines a failed save rolls back to
 * (`confirmed`). `setCart` writes a change into the cache (every widget showing the cart follows it).
 */
import type { Cart, CartItem } from '@quiz/contract';
import { matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, type SetStateAction, useCallback, useEffect } from 'react';
import { type MyCartAnswer, myCartKey, myCartQueryOptions } from '../api/queries';

export interface CachedCart {
  cart: Cart | null;
  setCart: (next: SetStateAction<Cart | null>) => void;
  loading: boolean;
  reload: () => void;
}

export function useCachedCart({
  eventTeamId,
  token,
  enabled,
  confirmed,
}: {
  eventTeamId: number | null;
  token: string | undefined;
  enabled: boolean;
  confirmed: MutableRefObject<Map<number, CartItem>>;
}): CachedCart {
  const queryClient = useQueryClient();
  const active = enabled && eventTeamId !== null;
  const answer = useQuery({ ...myCartQueryOptions(eventTeamId ?? 0, token), enabled: active });
  const loaded = active ? answer.data : undefined;

  // an answer of the server (not a change written here): its lines are what a failed save goes back to
  useEffect(() => {
    if (eventTeamId === null) return;
    const key = myCartKey(eventTeamId, token);
    const confirm = (cart: MyCartAnswer | undefined) => {
      confirmed.current = new Map((cart?.cart?.cart_items ?? []).map((i) => [i.product.id, i]));
    };
    confirm(queryClient.getQueryData<MyCartAnswer>(key));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      if (matchQuery({ queryKey: key, exact: true }, event.query)) confirm(event.action.data as MyCartAnswer);
    });
  }, [queryClient, eventTeamId, token, confirmed]);

  const setCart = useCallback(
    (next: SetStateAction<Cart | null>) => {
      if (eventTeamId === null) return;
      queryClient.setQueryData<MyCartAnswer>(myCartKey(eventTeamId, token), (current) => {
        if (!current) return current;
        const cart = typeof next === 'function' ? next(current.cart) : next;
        return { ...current, cart };
      });
    },
    [queryClient, eventTeamId, token],
  );

  return {
    cart: loaded?.cart ?? null,
    setCart,
    loading: active && answer.isPending,
    reload: () => void answer.refetch(),
  };
}
