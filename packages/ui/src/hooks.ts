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
