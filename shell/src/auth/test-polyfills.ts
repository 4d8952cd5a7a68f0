/** Test-only: jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. */
import { TextDecoder, TextEncoder } from 'node:util';
import { fakeMatchMedia } from '@quiz/ui/testing';

const g = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

/** jsdom has no matchMedia (react-hot-toast and the ui hooks ask for it): nothing matches. */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = fakeMatchMedia(() => false);
}
