/** Test-only: jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

/** jsdom has no matchMedia (react-hot-toast and the ui hooks ask for it): nothing matches. */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
