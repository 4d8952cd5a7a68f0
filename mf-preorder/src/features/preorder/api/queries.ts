/**
 * The preorder's data in the page's query cache: the event, the visitor's access, the own cart and the
 * team's carts. Who asks is part of a key (a guest of the team link has a token of its own), so a guest
 * and the site's player never share an answer. `options` carry the server's client on the server (the
 * route loaders, src/loaders.ts), never part of a key.
 */
import { type CallOptions, type CallResult, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { useServerSnapshotHeld } from '@quiz/bus/react';
import type { PreorderAccess } from '@quiz/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitorOptions } from './visitor';

/** The visitor's own cart in one event team: `cart` is null before the first order or off the team. */
export type MyCartAnswer = CallResult<'myCart'>;

export interface AccessQuery {
  eventId: number;
  teamId: number;
  /** the team link token (`?t=`) */
  linkToken?: string;
  /** the guest's API token (undefined: the site's session) */
  token?: string;
}

/** The event with its place and city, and the menu's root categories. */
export const preorderEventQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('preorder', eventId, 'event'),
    queryFn: ({ signal }) => callApi('preorderEvent', { params: { id: eventId } }, { ...options, signal }),
  });

/**
 * What the visitor may do here: the notice's status, `can_order`, the event team and the own cart. Asked
 * again whenever the screen opens (a registration, a phone added in the cabinet change it), showing the
 * last answer meanwhile (`usePreorderAccess`).
 */
export const preorderAccessQueryOptions = (access: AccessQuery, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('preorder', access.eventId, 'access', {
      team: access.teamId,
      link: access.linkToken ?? null,
      guest: access.token ?? null,
    }),
    queryFn: ({ signal }) =>
      callApi(
        'preorderAccess',
        { params: { id: access.eventId }, query: { team: access.teamId, t: access.linkToken } },
        visitorOptions(access.token, { ...options, signal }),
      ),
  });

/** How long an answer counts as this very moment's: the guest's access asked just before the screen turns to the guest is not asked twice. */
const ACCESS_JUST_ASKED_MS = 2_000;

/**
 * The visitor's access as a screen reads it: asked again whenever the screen opens, except on the page
 * the server rendered with it (its hydration): that answer, loaded for this very request, is this
 * opening's, and the screen asks nothing more.
 */
export function usePreorderAccess(access: AccessQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const rendered = useServerSnapshotHeld();
  return useQuery({
    ...preorderAccessQueryOptions(access),
    enabled,
    staleTime: ACCESS_JUST_ASKED_MS,
    refetchOnMount: rendered ? false : 'always',
  });
}

/** Whether the visitor may have a cart in the team (his own is asked for only then). */
export const mayHaveCart = (access: PreorderAccess): boolean => access.cart !== null || access.can_order;

/** The visitor's own cart in one event team (`{event_team, cart}`). */
export const myCartKey = (eventTeamId: number, token: string | undefined) =>
  queryKey('cart', eventTeamId, { guest: token ?? null });

export const myCartQueryOptions = (
  eventTeamId: number,
  token: string | undefined,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: myCartKey(eventTeamId, token),
    queryFn: ({ signal }) =>
      callApi('myCart', { params: { id: eventTeamId } }, visitorOptions(token, { ...options, signal })),
  });

/** Every team's carts (with `can_write` / `can_delete` for the caller): refreshed after each change the server confirmed to one of them. */
export const teamCartsPrefix = queryKey('cart', 'team');

export const teamCartsQueryOptions = (
  eventId: number,
  teamId: number,
  token: string | undefined,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: queryKey('cart', 'team', eventId, teamId, { guest: token ?? null }),
    queryFn: ({ signal }) =>
      callApi(
        'teamCarts',
        { params: { event: eventId, team: teamId } },
        visitorOptions(token, { ...options, signal }),
      ),
  });

/** Deletes a teammate's (or the own) cart (a player with a phone only): every cart shown follows (the own one may be the deleted one). */
export function useDeleteCart(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartId: number) => callApi('deleteCart', { params: { id: cartId } }, visitorOptions(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('cart') }),
  });
}
