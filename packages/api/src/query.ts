/**
 * The page's query cache (TanStack Query v5), `@quiz/api/query`: every screen's data is a query, every
 * change a mutation, in one `QueryClient` per page.
 *
 * - One client per page: @quiz/api is bundled into each build, so the client is kept on `globalThis`
 *   (like the api client) and every remote's copy of this module hands out the same one; TanStack Query
 *   itself is a Module Federation singleton, so one `QueryClientProvider` context serves them all.
 * - On the server a render makes its own client (`createQueryClient`): the route loader fills it with
 *   `ensureQueryData`, the page carries it dehydrated, and the browser hydrates it into the page's
 *   client before the remote mounts — the screen's `useQuery` finds its data, with no second request.
 * - A session change (login, logout) forgets the inactive queries and refetches the active ones, so one
 *   session's answers are never shown to another.
 * - Facts on the bus invalidate the areas that show them (`FACT_AREAS`): a registration made in one
 *   remote refreshes the lists, the cabinet and the team page of the others.
 */
import { type BusEventType, on, session$ } from '@quiz/bus';
import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';

/** How long an answer is fresh: a screen mounted again within this uses it without a request. */
export const QUERY_STALE_MS = 30_000;

/**
 * The first element of every query key: what the data is about. Mutations and bus facts invalidate by
 * area (`['event', 12]` is refreshed by invalidating `['event']` or `['event', 12]`).
 */
export type QueryArea =
  | 'common'
  | 'landing'
  | 'games'
  | 'event'
  | 'photos'
  | 'promo'
  | 'teams'
  | 'team'
  | 'cabinet'
  | 'registrations'
  | 'reminders'
  | 'preorder'
  | 'cart'
  | 'reviews'
  | 'themes'
  | 'rating'
  | 'results'
  | 'seating'
  | 'scores'
  | 'organizer';

/** A query key: its area, then what names the data (ids, filters; plain JSON values). */
export function queryKey<const P extends readonly unknown[]>(
  area: QueryArea,
  ...parts: P
): readonly [QueryArea, ...P] {
  return [area, ...parts] as const;
}

/** Which areas each fact on the bus makes stale (the screens showing them refetch). */
export const FACT_AREAS: Partial<Record<BusEventType, readonly QueryArea[]>> = {
  'registration.changed': [
    'games',
    'event',
    'landing',
    'teams',
    'team',
    'cabinet',
    'registrations',
    'seating',
    'organizer',
  ],
  'like.changed': ['themes'],
  'user.updated': ['cabinet', 'teams', 'team', 'preorder'],
};

/** When each answer the server sent with the page arrived, per client (`hydrateServerAnswers`). */
const ARRIVED = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Fresh for `QUERY_STALE_MS` from when the answer arrived here: a page the server rendered some time ago
 * (kept while the public data did not change) brings answers loaded then, which are the current ones;
 * they count as fresh from the page's arrival, so hydration asks nothing again. The answer keeps the
 * server's load time (`dataUpdatedAt`), which screens read as «now» so both sides render alike.
 */
function freshFromArrival(arrived: Map<string, number>) {
  return (query: Query): number => {
    const at = arrived.get(query.queryHash);
    if (at === undefined || query.state.dataUpdatedAt > at) return QUERY_STALE_MS;
    return QUERY_STALE_MS + Math.max(0, at - query.state.dataUpdatedAt);
  };
}

/** Puts the server's answers (the page's dehydrated cache) into `client`, fresh from now on. */
export function hydrateServerAnswers(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  const arrived = ARRIVED.get(client);
  const now = Date.now();
  for (const query of state.queries) arrived?.set(query.queryHash, now);
}

export function createQueryClient(): QueryClient {
  const arrived = new Map<string, number>();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: freshFromArrival(arrived),
        // a failed load shows its error with «Повторить» at once (QueryState), as before
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  ARRIVED.set(client, arrived);
  return client;
}

/** Invalidates the areas of `FACT_AREAS` on their facts, and follows the session. */
function followPage(client: QueryClient): void {
  for (const [type, areas] of Object.entries(FACT_AREAS) as [BusEventType, readonly QueryArea[]][]) {
    on(type).subscribe(() => {
      for (const area of areas) void client.invalidateQueries({ queryKey: [area] });
    });
  }
  let token = session$.getValue().token;
  session$.subscribe(({ token: next }) => {
    if (next === token) return;
    token = next;
    client.removeQueries({ type: 'inactive' });
    void client.invalidateQueries();
  });
}

const PAGE_CLIENT = Symbol.for('quiz.query.client');
type WithPageClient = typeof globalThis & { [PAGE_CLIENT]?: QueryClient };

/** The page's one client (created on first use, in the browser). */
export function pageQueryClient(): QueryClient {
  const holder = globalThis as WithPageClient;
  const made = holder[PAGE_CLIENT];
  if (made) return made;
  const client = createQueryClient();
  holder[PAGE_CLIENT] = client;
  followPage(client);
  return client;
}

/** Tests: a fresh page client (the previous one's queries are dropped). */
export function resetPageQueryClient(): QueryClient {
  const holder = globalThis as WithPageClient;
  holder[PAGE_CLIENT]?.clear();
  holder[PAGE_CLIENT] = undefined;
  return pageQueryClient();
}
