/**
 * Test helpers for screens that read the page's query cache: a server render from a cache the test (or
 * a route loader) filled, hydrated by the browser from that cache dehydrated, as the page carries it.
 */
import { createQueryClient, pageQueryClient, resetPageQueryClient } from '@quiz/api/query';
import type { City } from '@quiz/contract';
import type { RouteLoader } from '@quiz/federation';
import { type Hydrated, serverThenHydrate } from '@quiz/federation/testing';
import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';

export async function serverThenHydrateCached(
  element: ReactElement,
  {
    city,
    fill,
    browser,
  }: { city: City | null; fill: (client: QueryClient) => unknown; browser?: () => void | Promise<void> },
): Promise<Hydrated> {
  const server = createQueryClient();
  await fill(server);
  const page = resetPageQueryClient();
  return serverThenHydrate(
    {
      server: <QueryClientProvider client={server}>{element}</QueryClientProvider>,
      browser: <QueryClientProvider client={page}>{element}</QueryClientProvider>,
    },
    {
      city,
      // the page's session is known before its cache is hydrated (a session change forgets unshown queries)
      browser: async () => {
        await browser?.();
        hydrate(page, dehydrate(server));
      },
    },
  );
}

export interface LoaderRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  city: City | null;
}

/** Fills a cache with a route loader, as the server runs it (its own calls, no 404 answer of its own). */
export const byLoader =
  (loader: RouteLoader | undefined, { params = {}, query = {}, city }: LoaderRequest) =>
  (queryClient: QueryClient) =>
    loader?.({ params, query, city, queryClient, options: {}, notFound: () => undefined });

/** The cache a server render of the route carries: its loader run into a client of its own. */
export async function serverCache(loader: RouteLoader | undefined, request: LoaderRequest) {
  const server = createQueryClient();
  await byLoader(loader, request)(server);
  return server;
}

/** The page takes the server's cache over (the browser hydrates it into the page's client). */
export function carryToPage(server: QueryClient): void {
  hydrate(pageQueryClient(), dehydrate(server));
}
