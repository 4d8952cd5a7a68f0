// Early input: a click on a server-rendered page before React has taken it over is held
// from this first line on, and made again once the screen is live (@quiz/federation/early-input). On a
// server-rendered page `boot.js` has installed the same hold already (installing it twice is a no-op).
import { holdEarlyInputOnPage } from '@quiz/federation/early-input';
import { nextTask } from '@quiz/federation/next-task';

holdEarlyInputOnPage();

// `experiments.asyncStartup` initialises the federation runtime before this entry runs. What follows is
// evaluated in several main-thread tasks (nextTask) instead of one long one that would block input for
// the sum: first the largest shared modules one by one, then the app's own modules. `eager` keeps every
// step in this chunk, so there is no separate bootstrap chunk (one request less on every first load).
// axios is not among them: the shell loads its api client on its first call (./api.ts).
// (A promise chain, not top-level await: that would add webpack's async-module runtime to the entry.)
nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@emotion/react'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(async ({ startApp }) => {
    await nextTask();
    await startApp();
  });
