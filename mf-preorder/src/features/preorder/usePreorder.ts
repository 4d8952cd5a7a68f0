/**
 * The state of the preorder screen: the guest of the team link (kept in this browser), the event and
 * the visitor's access (a guest whose token is gone is forgotten), the own cart, and which product or
 * the cart is open.
 *
 * A page the server rendered for the site's player (his session, his answers) is hydrated as it was
 * rendered: the guest of the team link this browser keeps (the server never sees it) takes over right
 * after, and its answers are asked then.
 */
import { isApiError } from '@quiz/api';
import { useServerSnapshotHeld, useSession } from '@quiz/bus/react';
import type { Product, RedeemTokenResponse } from '@quiz/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMyCart } from './api/my-cart';
import {
  mayHaveCart,
  preorderAccessQueryOptions,
  preorderEventQueryOptions,
  usePreorderAccess,
} from './api/queries';
import { clearGuest, readGuest, saveGuest } from './guest';

export interface PreorderParams {
  eventId: number;
  teamId: number;
  /** the team link token (`?t=` / the embed's `data-token`) */
  linkToken?: string;
}

export function usePreorder({ eventId, teamId, linkToken }: PreorderParams) {
  const session = useSession();
  const rendered = useServerSnapshotHeld();
  const [guest, setGuest] = useState(() => (rendered ? null : readGuest(eventId, teamId)));
  useEffect(() => {
    if (!rendered) setGuest((current) => current ?? readGuest(eventId, teamId));
  }, [rendered, eventId, teamId]);
  const token = guest?.token;

  const ev = useQuery(preorderEventQueryOptions(eventId));
  const acc = usePreorderAccess({ eventId, teamId, linkToken, token });
  // the server refused the guest's token (its cart was deleted or it was revoked): forget the guest
  const guestGone = Boolean(token) && isApiError(acc.error, 401);
  useEffect(() => {
    if (!guestGone) return;
    clearGuest(eventId, teamId);
    setGuest(null);
  }, [guestGone, eventId, teamId]);
  const access = acc.data;
  const my = useMyCart({
    eventTeamId: access?.event_team?.id ?? null,
    ...(token ? { token } : {}),
    enabled: Boolean(access && mayHaveCart(access)),
  });
  const [product, setProduct] = useState<Product | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const queryClient = useQueryClient();

  /**
   * The name step's answer: this browser orders as that guest from now on. The guest's access is asked
   * before the screen turns to the guest (the name step keeps its «Продолжить» busy meanwhile), so the
   * screen goes from the invitation to the guest's menu at once and never back to its loading state.
   */
  const becomeGuest = async (answer: RedeemTokenResponse) => {
    const next = {
      token: answer.authToken,
      user: { id: answer.user.id, first_name: answer.user.first_name },
    };
    saveGuest(eventId, teamId, next);
    await queryClient.prefetchQuery(
      preorderAccessQueryOptions({ eventId, teamId, token: next.token, ...(linkToken ? { linkToken } : {}) }),
    );
    setGuest(next);
  };

  return {
    ev,
    acc,
    my,
    token,
    userId: guest?.user.id ?? session.user?.id ?? null,
    becomeGuest,
    product,
    setProduct,
    cartOpen,
    openCart: () => {
      setProduct(null);
      setCartOpen(true);
    },
    closeCart: () => setCartOpen(false),
  };
}

export type PreorderState = ReturnType<typeof usePreorder>;
