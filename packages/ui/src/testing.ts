/**
 * Test helpers of the ui package (`@quiz/ui/testing`, for tests only): jsdom has no `matchMedia`.
 */

/** A `matchMedia` whose queries match when `matches(query)` says so (jsdom has none). */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A phone's viewport (below 576 px: every `max-width` query matches) until the returned undo. */
export function phoneViewport(): () => void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: fakeMatchMedia((query) => /max-width/.test(query)),
  });
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}
