/**
 * The HTML of a server-rendered part (the event's post) without DOMPurify in the page's first load.
 *
 * The markup the server rendered is kept as it is, on the server, while hydrating and after: the
 * browser parsed it before any script ran, so sanitizing it again afterwards changes nothing the
 * visitor could be exposed to (the server sanitized it, sanitize-html). HTML the browser has not
 * parsed yet — a client-side render (a page opened by navigation) or a post that changed since the
 * server's render — goes through DOMPurify (sanitize.ts, the second fence), loaded then; nothing of
 * it is shown before.
 */
import { useHydrated } from '@quiz/ui';
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let loaded: Sanitize | null = null;

/**
 * The route loader of a page opened by navigation calls it beside its data request, so the post is
 * ready with the data (no second wait after it); nothing on the server.
 */
export function preloadSanitizer(): void {
  if (typeof window !== 'undefined' && !loaded) void loadSanitizer();
}

function loadSanitizer(): Promise<Sanitize> {
  return import('./sanitize').then((m) => {
    loaded = m.canSanitize ? m.sanitizeHtml : () => '';
    return loaded;
  });
}

export function usePurifiedHtml(html: string | null | undefined): string {
  const live = useHydrated();
  // the first render of a hydration sees the server's snapshot (not live): the markup came from there
  const [serverHtml] = useState(() => (live ? null : (html ?? '')));
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  const parsedByBrowser = serverHtml !== null && (html ?? '') === serverHtml;
  const needed = !!html && !parsedByBrowser && live;
  useEffect(() => {
    if (!needed || sanitize) return;
    let current = true;
    loadSanitizer().then((fn) => current && setSanitize(() => fn));
    return () => {
      current = false;
    };
  }, [needed, sanitize]);
  if (!html) return '';
  if (parsedByBrowser || !live) return html;
  return sanitize ? sanitize(html) : '';
}
