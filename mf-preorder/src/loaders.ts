/**
 * Route data loaders of mf_preorder's personal screens, the team's preorder and the cart page: they
 * fill the query cache with what each screen reads for its first paint (the same query options as the
 * screen's hooks, so the same keys). The server runs them as the signed-in player to render his page
 * (src/ssr.ts: `options` carry the server's own client, whose calls carry his token) and the page
 * carries the cache. The site's session only: a guest of the team link (a token kept in the browser) is
 * taken over by the browser after hydration. A visitor who is not on the team gets the screen's notice
 * (his access says so, his cart is not asked for, and the team's carts, asked beside his access, are
 * dropped); a failed call fails the render, and the page is then rendered by the browser, which shows
 * the screen's own error.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import {
  mayHaveCart,
  myCartQueryOptions,
  preorderAccessQueryOptions,
  preorderEventQueryOptions,
  teamCartsQueryOptions,
} from './features/preorder/api/queries';

export const loaders: RouteLoaders<'mf_preorder'> = {
  // the event with its menu's roots and the visitor's access; his cart when he may have one (the count)
  preorder: async ({ params, query, queryClient, options }) => {
    const eventId = parseId(params.eventId);
    const teamId = parseId(params.teamId);
    // ids that cannot name a game or a team ask nothing (the screen asks and shows the refusal)
    if (eventId === null || teamId === null) return undefined;
    const [, access] = await Promise.all([
      queryClient.ensureQueryData(preorderEventQueryOptions(eventId, options)),
      queryClient.ensureQueryData(
        preorderAccessQueryOptions({ eventId, teamId, ...(query.t ? { linkToken: query.t } : {}) }, options),
      ),
    ]);
    if (!access.event_team || !mayHaveCart(access)) return undefined;
    return queryClient.ensureQueryData(myCartQueryOptions(access.event_team.id, undefined, options));
  },
  // the cart names its game and team; their page, the access, and the team's carts for a member. The
  // team's carts are asked beside the page and the access, not after them (two rounds of calls, not
  // three), and kept only when the access says he may have a cart: for anyone else the API refuses
  // them, and that refusal is dropped (the page and its cache carry no carts of a team he is not on)
  cart: async ({ params, queryClient, options }) => {
    const eventTeamId = parseId(params.eventTeamId);
    if (eventTeamId === null) return undefined;
    const mine = await queryClient.ensureQueryData(myCartQueryOptions(eventTeamId, undefined, options));
    const eventId = mine.event_team.event;
    const teamId = mine.event_team.team.id;
    const carts = teamCartsQueryOptions(eventId, teamId, undefined, options);
    const asked = queryClient.ensureQueryData(carts);
    const [, access] = await Promise.all([
      queryClient.ensureQueryData(preorderEventQueryOptions(eventId, options)),
      queryClient.ensureQueryData(preorderAccessQueryOptions({ eventId, teamId }, options)),
      asked.catch(() => undefined),
    ]);
    if (mayHaveCart(access)) return asked;
    // not his to see: whatever came of it stays out of the page's cache
    queryClient.removeQueries({ queryKey: carts.queryKey, exact: true });
    return undefined;
  },
};
