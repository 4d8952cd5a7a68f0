import { useServerSnapshotHeld } from '@quiz/bus/react';
import { MOBILE_BREAKPOINT } from '@quiz/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/** The query's list, null where the window or matchMedia is missing (the server, jsdom). */
function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * True while the viewport matches the media query (false where matchMedia is missing). False on the
 * server and while hydrating a server render (the server knows no viewport), then the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  // under a server render's snapshot the browser answers false too, until the switch to live values (a
  // transition: see @quiz/bus/react), instead of a forced synchronous re-render after hydration
  const held = useServerSnapshotHeld();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    held ? noSubscribe : subscribe,
    () => !held && (mediaList(query)?.matches ?? false),
    () => false,
  );
}

const MOBILE_QUERY = `(max-width: ${(MOBILE_BREAKPOINT - 0.02).toFixed(2)}px)`;

/** True below SPEC's 576 px breakpoint (false on the server and while hydrating, see useMediaQuery). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/**
 * False on the server and while hydrating a server render, true in the browser after that (and from the
 * start of a render in the browser alone): for a part the browser must compute itself, e.g. HTML only
 * DOMPurify (which needs a DOM) may set.
 */
export function useHydrated(): boolean {
  const held = useServerSnapshotHeld();
  return useSyncExternalStore(
    noSubscribe,
    () => !held,
    () => false,
  );
}

/**
 * `value`, kept true once it has been true in a live render: a choice a screen holds on to (the
 * logged-out registration form stays through the login its own code step performs). A value seen
 * only while rendering the server's snapshot (on the server, and while hydrating its markup) is never
 * kept: a page the server rendered logged out and the browser hydrates logged in does not hold on to
 * the logged-out choice (the server-rendering rule of the mf-events README).
 */
export function useKeptOnceLive(value: boolean): boolean {
  const live = useHydrated();
  const [kept, setKept] = useState(false);
  if (live && value && !kept) setKept(true);
  return value || kept;
}

/** How long a section opened by its URL is kept at the top while the page above it still loads. */
export const SCROLL_SETTLE_MS = 4000;

/**
 * Scrolls `ref`'s element to the top of the viewport (below the sticky navbar: give it
 * `scrollMarginTop` of the tokens) when `active` turns true, and keeps it there while content above
 * it loads and changes height (the home page's games and themes arrive after `/childregistration`
 * opened the child form), until the user scrolls, taps or types, or SCROLL_SETTLE_MS pass.
 * A one-off smooth scroll at mount ends wherever the content was at that moment.
 */
export function useScrollIntoViewWhile(ref: { current: HTMLElement | null }, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof el.scrollIntoView !== 'function') return;
    const align = () => el.scrollIntoView({ behavior: 'instant' as ScrollBehavior, block: 'start' });
    align();
    if (typeof ResizeObserver === 'undefined') return;
    let done = false;
    const observer = new ResizeObserver(() => {
      if (!done) align();
    });
    observer.observe(document.body);
    const stop = () => {
      done = true;
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    const timer = setTimeout(stop, SCROLL_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ref, active]);
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The longest a browser timer may wait (about 24.8 days); a later instant re-arms it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * «Now», rendered again when `instant` passes, so what depends on it (a link offered from a game's start)
 * changes on time on a page left open. `renderedAt` is the instant the first render must use (a server
 * render's, `useRenderNow` of a screen): hydration then renders what the server did, and right after
 * mount the browser's clock takes over. An instant already past or not a date sets no timer.
 */
export function useNowPassing(instant: string, renderedAt?: Date): Date {
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  // the first render may be the server's instant: the browser's clock from right after mount
  useEffect(() => setNow(new Date()), []);
  useEffect(() => {
    const wait = new Date(instant).getTime() - now.getTime();
    if (!(wait >= 0)) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [instant, now]);
  return now;
}
