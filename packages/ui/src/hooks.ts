import { MOBILE_BREAKPOINT } from '@quiz/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * True while the viewport matches the media query (false where matchMedia is missing). On the server
 * and while the browser hydrates a server-rendered page it is false (the server cannot know the screen),
 * so the first render matches the server's markup; React renders again with the real answer right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

/** True below SPEC's 576 px breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${(MOBILE_BREAKPOINT - 0.02).toFixed(2)}px)`);
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
