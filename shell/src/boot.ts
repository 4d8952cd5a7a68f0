/**
 * `boot.js`: the one script a server-rendered page starts with. The page already shows its
 * content; the app's code (`main.<hash>.js`, named by `data-main`) is fetched once the page has loaded
 * and its content has been painted, so on a slow phone network the content and its pictures are not
 * queued behind ~200 KB of script, nor its first paint behind the script's fetch and run (Lighthouse:
 * largest paint 2.1 s → 1.2 s on /games; the logged-in pages' first paint 1.5 s → 0.75 s, no more
 * depending on whether the script's fetch began before it). Until React has taken the page over, a
 * click or a choice in it is held and made again then (@quiz/federation/early-input), so nothing is lost.
 * A plain script (createScriptConfig): no federation runtime, no shared modules; unhashed name, no-cache.
 */
import { holdEarlyInputOnPage } from '@quiz/federation/early-input';

/** The app starts at the latest this long after the page began, should an image hold `load` back. */
const START_AT_THE_LATEST_MS = 3000;

holdEarlyInputOnPage();

const main = document.currentScript?.getAttribute('data-main') ?? null;
let started = false;
function start(): void {
  if (started || !main) return;
  started = true;
  const script = document.createElement('script');
  script.src = main;
  document.head.append(script);
}

/**
 * `then` once the page's content has been painted (its first contentful paint): the app's script is
 * not fetched and run while the browser lays out and paints the server's markup. Without the
 * browser's paint timing, or in a tab not shown, at once.
 */
function afterContentPainted(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  // a page opened in a background tab paints only when shown: nothing to wait for
  if (typeof PerformanceObserver === 'undefined' || document.visibilityState === 'hidden' || painted()) {
    then();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    then();
  }
}

const startWhenPainted = () => afterContentPainted(start);
if (document.readyState === 'complete') startWhenPainted();
else window.addEventListener('load', startWhenPainted, { once: true });
setTimeout(start, START_AT_THE_LATEST_MS);
