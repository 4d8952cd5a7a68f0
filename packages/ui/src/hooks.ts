import { MOBILE_BREAKPOINT } from '@quiz/domain';
import { useEffect, useState } from 'react';

/** True while the viewport matches the media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const get = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
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
