/**
 * Prefetch on intent: when a link to a page of the site is hovered, focused or touched, the
 * owning remote's code is loaded and its route loader fills the page's query cache (`prefetch`, exported
 * by the remote's `./App` beside its lifecycles), so the click finds both ready. Once per URL and city per
 * half minute (the time an answer stays fresh in the query cache, `QUERY_STALE_MS`).
 */
import { city$ } from '@quiz/bus';
import type { HostApi, RemotePrefetch } from '@quiz/federation';
import { match } from '@quiz/routes';
import { useEffect } from 'react';

/** Hovering the same link again within this asks nothing (the query cache's answers are fresh as long). */
const INTENT_REPEAT_MS = 30_000;

function prefetchOf(loaded: unknown): RemotePrefetch | null {
  const candidates = [loaded, (loaded as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    const fn = (candidate as { prefetch?: unknown } | null)?.prefetch;
    if (typeof fn === 'function') return fn as RemotePrefetch;
  }
  return null;
}

/** The same-origin page a link points to (path + query), or null. */
export function linkTarget(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

export function prefetchPage(host: HostApi, url: string, seen: Map<string, number>): void {
  const found = match(url);
  if (!found || found.route.owner === 'shell' || found.route.loginRequired) return;
  const city = city$.getValue();
  const key = `${url}|${city?.id ?? ''}`;
  const at = seen.get(key);
  if (at !== undefined && Date.now() - at < INTENT_REPEAT_MS) return;
  seen.set(key, Date.now());
  host
    .loadRemote(`${found.route.owner}/App`)
    .then((loaded) => prefetchOf(loaded)?.(found.route.name, found.params, found.query, city))
    .catch(() => {
      // a prefetch is only a head start: the navigation loads (and reports) on its own
      seen.delete(key);
    });
}

export function usePrefetchOnIntent(host: HostApi): void {
  useEffect(() => {
    const seen = new Map<string, number>();
    const onIntent = (event: Event) => {
      const url = linkTarget(event.target, window.location.origin);
      if (url && url !== `${window.location.pathname}${window.location.search}`)
        prefetchPage(host, url, seen);
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
    };
  }, [host]);
}
