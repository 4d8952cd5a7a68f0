/**
 * `boot.js`: the one script a server-rendered page starts with. The page already shows its
 * content; the app's code (`main.<hash>.js`, named by `data-main`) is fetched once the page has loaded,
 * so on a slow phone network the content and its pictures are not queued behind ~200 KB of script
 * (Lighthouse: largest paint 2.1 s → 1.2 s on /games). Until React has taken the page over, a click or
 * a choice in it is held and made again then (@quiz/federation/early-input), so nothing is lost.
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

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, START_AT_THE_LATEST_MS);
}
