/**
 * Service worker (Workbox GenerateSW, built by the shell's production config as /sw.js):
 * cache-first for content-hashed files; remotes.json, mf-manifest.json, remoteEntry.js, pages and
 * /api are network-only. Registered in production only, after the page has loaded.
 */
export function registerServiceWorker(): void {
  if (!__QUIZ_PROD__ || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  });
}
