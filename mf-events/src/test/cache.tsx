/**
 * Test helpers for screens that read the page's query cache: a server render from a cache the test (or
 * a route loader) filled, hydrated by the browser from that cache dehydrated, as the page carries it.
 */
import { createQueryClient, resetPageQueryClient } from '@quiz/api/query';
import type { City } from '@quiz/contract';
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
