/**
 * The API requests a page makes, for the journeys that count them (requests.spec.ts,
 * requests-after-changes.spec.ts): each as 'METHOD /api/path?query', and the ones asked more than once.
 */
import { expect, type Page } from '@playwright/test';

/** How long the page must send no API request before a count ends (ms). */
const QUIET_MS = 2500;

export interface ApiRecorder {
  /** every API request since the recorder was made */
  seen: string[];
  /** resolves once no API request has started for QUIET_MS (at most 20 s) */
  quiet: () => Promise<void>;
}

export function recordApi(page: Page): ApiRecorder {
  const seen: string[] = [];
  let last = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.push(`${request.method()} ${url.pathname}${url.search}`);
    last = Date.now();
  });
  const quiet = async () => {
    last = Date.now();
    await expect
      .poll(() => Date.now() - last >= QUIET_MS, { timeout: 20_000, intervals: [250] })
      .toBe(true)
      .catch(() => undefined);
  };
  return { seen, quiet };
}

/** The requests made more than once, as 'METHOD /api/path ×N'. */
export function repeated(requests: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([r, n]) => `${r} ×${n}`);
}
