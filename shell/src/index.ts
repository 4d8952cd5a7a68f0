// Early input (issue 16): a click on a server-rendered page before React has taken it over is held
// from this first line on, and made again once the screen is live (@quiz/federation/early-input).
import { holdEarlyInputOnPage } from '@quiz/federation/early-input';

holdEarlyInputOnPage();

// Async boundary: the federation runtime and the shared singletons initialise before the app code runs.
import('./bootstrap');
