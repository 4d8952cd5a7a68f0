import { session$ } from '@quiz/bus';
import { nextTask } from '@quiz/federation/next-task';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { seedFromServer } from './city/city-store';
import { ensureRegistry, host } from './host';
import { startRouteRemote } from './router/early-remote';
import { readServerPage, seedSessionFromServer } from './server-page';
import { initSession } from './session';
import { registerServiceWorker } from './sw-register';

/** Starts the site: the session, the registry and the page's remote, then the first render. */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  const serverPage = root ? readServerPage(root) : null;
  if (serverPage) {
    seedFromServer(serverPage.state);
    seedSessionFromServer(serverPage.state);
  }
  initSession();
  // the session's first request (axios's first call) was the bigger half of this task
  await nextTask();
  // start reading the registry right away, in parallel with the first render
  ensureRegistry().catch(() => {
    /* the remote slot shows the fallback; «Повторить» reads the registry again */
  });
  // and the opened page's remote with it, before React has rendered the slot it goes into
  startRouteRemote(
    host,
    `${window.location.pathname}${window.location.search}`,
    Boolean(session$.value.token),
  );

  if (root) {
    // the render starts in a task of its own: the session, registry and remote requests above are on
    // their way, and the work so far is not added to the first render slice
    await nextTask();
    const app = <App host={host} serverPage={serverPage} />;
    // a transition: React renders (or takes over the server's markup) in short slices, so the page
    // answers input meanwhile (no long main-thread tasks)
    startTransition(() => {
      if (serverPage) {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => console.warn('[shell] hydration', error),
        });
      } else {
        createRoot(root).render(app);
      }
    });
  }
  registerServiceWorker();
}
