// Early input: a click on a server-rendered page before React has taken it over is held
// from this first line on, and made again once the screen is live (@quiz/federation/early-input). On a
// server-rendered page `boot.js` has installed the same hold already (installing it twice is a no-op).
import { holdEarlyInputOnPage } from '@quiz/federation/early-input';

holdEarlyInputOnPage();

// `experiments.asyncStartup` initialises the federation runtime and the shared singletons before this
// entry's imports run, so the app is imported statically: no separate bootstrap chunk (one request less
// on every first load).
import './bootstrap';
