/**
 * `@quiz/federation/testing`, test-only: a public page as the server renders it and the browser takes it
 * over, for the component tests of every remote with server-rendered screens.
 *
 * `serverThenHydrate(element)`: `renderToString` with the server's view of the bus (nobody logged in,
 * the request's city) and no matchMedia (the server has no viewport), then the browser's `hydrateRoot`
 * of the same element over that markup, with whatever `browser()` sets up in between (a phone's
 * viewport, a logged-in session, time passing). Collects what React reports about a markup that did not
 * match: `onRecoverableError` (React threw the markup away) and console.error (its mismatch warnings).
 *
 * `hydratePersonalRoute(App, route)`: a personal page, rendered on the server for the player of
 * `session` and hydrated by his browser (the loader's cache is all it needs: no request after it).
 *
 * `hydrateRouteLoggedIn(App, route)`: a remote's route rendered exactly as the server renders it
 * (`remoteTree`, a logged-out snapshot, the loader's query cache) and hydrated in the browser of a
 * logged-in player. The rule it checks (ARCHITECTURE.md "Server-rendered public pages"): whatever the
 * screen chooses from the session — which widget mounts, which branch shows — follows the live session
 * once hydrated, with no click.
 *
 * The server waits for lazy parts (`prerenderToNodeStream`); renderToString does not, so the server
 * render here is repeated until no Suspense boundary is left with its fallback (`<!--$!-->`). The
 * browser's bus has the city the page was rendered for (the shell reads it from the page).
 */
import createCache from '@emotion/cache';
import { createQueryClient, hydrateServerAnswers, resetPageQueryClient } from '@quiz/api/query';
import { city$, type Session, session$ } from '@quiz/bus';
import { ServerSnapshots, serverSnapshotValues } from '@quiz/bus/react';
import type { City, User } from '@quiz/contract';
import { phoneViewport } from '@quiz/ui/testing';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { remoteTree } from './define-remote';
import type { RemoteAppProps } from './remote-contract';
import type { RouteLoader } from './route-data';

export interface Hydrated {
  /** the server's markup */
  html: string;
  container: HTMLElement;
  recoverableErrors: unknown[];
  consoleErrors: unknown[][];
  unmount: () => void;
}

/** What the tests of a file hydrated and set up, undone by `cleanUpHydrations` (call it in afterEach). */
const hydratedPages: Hydrated[] = [];
const undos: Array<() => void> = [];

export function cleanUpHydrations(): void {
  for (const page of hydratedPages.splice(0)) page.unmount();
  for (const undo of undos.splice(0)) undo();
}

/** The browser is a phone (below 576 px) until `cleanUpHydrations`. */
export function asPhone(): void {
  undos.push(phoneViewport());
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `element` is what both sides render; `{ server, browser }` when they differ only by their query cache
 * (the server's own, the page's hydrated from it), as a remote's route does.
 */
export async function serverThenHydrate(
  element: ReactElement | { server: ReactElement; browser: ReactElement },
  {
    city,
    user = null,
    browser,
  }: { city: City | null; user?: User | null; browser?: () => void | Promise<void> },
): Promise<Hydrated> {
  const snapshots = serverSnapshotValues(city, [], user);
  const sides = 'server' in element ? element : { server: element, browser: element };
  const tree = <ServerSnapshots values={snapshots}>{sides.server}</ServerSnapshots>;
  const browserTree = <ServerSnapshots values={snapshots}>{sides.browser}</ServerSnapshots>;
  const consoleErrors: unknown[][] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const recoverableErrors: unknown[] = [];
  const container = document.createElement('div');
  let root: Root | null = null;
  try {
    let html = '';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      consoleErrors.length = 0;
      html = renderToString(tree);
      if (!html.includes('<!--$!-->')) break;
      await sleep(10);
    }
    container.innerHTML = html;
    document.body.appendChild(container);
    city$.next(city);
    await browser?.();
    await act(async () => {
      root = hydrateRoot(container, browserTree, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    const page: Hydrated = {
      html,
      container,
      recoverableErrors,
      consoleErrors,
      unmount: () => {
        act(() => root?.unmount());
        container.remove();
        city$.next(null);
      },
    };
    hydratedPages.push(page);
    return page;
  } finally {
    spy.mockRestore();
  }
}

/**
 * A host whose every widget is a labelled region named by its id (`<section aria-label="mf_teams/…">`):
 * other remotes are not under test, but which of them mounts, and when, is.
 */
export function stubWidgetsHost(): RemoteAppProps['host'] {
  return {
    loadRemote: (id: string) =>
      Promise.resolve({
        bootstrap: () => Promise.resolve(),
        mount: ({ domElement }: { domElement: HTMLElement }) => {
          const region = document.createElement('section');
          region.setAttribute('aria-label', id);
          domElement.replaceChildren(region);
          return Promise.resolve();
        },
        unmount: ({ domElement }: { domElement: HTMLElement }) => {
          domElement.replaceChildren();
          return Promise.resolve();
        },
        update: () => Promise.resolve(),
      }),
  };
}

export interface RouteRender {
  route: RemoteAppProps['route'];
  params?: Record<string, string>;
  query?: Record<string, string>;
  /**
   * the route's loader, run as the server runs it (anonymous: the server has no session) against the
   * test's network fake; its query cache is what the page carries and the browser hydrates
   */
  loader?: RouteLoader;
  city: City | null;
  /** the browser's live session */
  session: Session;
  /** the browser is a phone (375 px) */
  phone?: boolean;
  /** the host's loader the screen's widgets are loaded with */
  host?: RemoteAppProps['host'];
}

/**
 * A remote's route rendered logged out on the server (as `createRemoteRenderer` renders it) and
 * hydrated by a browser with `session` (as `defineRemote` mounts it over the server's markup).
 * Undone by `cleanUpHydrations`, which also logs the session out.
 */
export function hydrateRouteLoggedIn(
  App: ComponentType<RemoteAppProps>,
  render: RouteRender,
): Promise<Hydrated> {
  return hydrateRoute(App, render, null);
}

/**
 * A personal page (the route's `personalRendered`): rendered on the server for `session.user` (his
 * session in the bus's snapshot, the loader run as him against the test's network fake) and hydrated by
 * the browser of that same player, as the shell takes over a personal page.
 */
export function hydratePersonalRoute(
  App: ComponentType<RemoteAppProps>,
  render: RouteRender,
): Promise<Hydrated> {
  return hydrateRoute(App, render, render.session.user);
}

async function hydrateRoute(
  App: ComponentType<RemoteAppProps>,
  { route, params = {}, query = {}, loader, city, session, phone = false, host }: RouteRender,
  renderedFor: User | null,
): Promise<Hydrated> {
  const props: RemoteAppProps = { route, params, query, embedded: false, host: host ?? stubWidgetsHost() };
  const serverClient = createQueryClient();
  await loader?.({ params, query, city, queryClient: serverClient, options: {}, notFound: () => undefined });
  const pageClient = resetPageQueryClient();
  const treeWith = (queryClient: QueryClient) =>
    remoteTree(App, props, {
      cache: createCache({ key: 'hy' }),
      queryClient,
      snapshots: serverSnapshotValues(city, [], renderedFor),
      label: 'hydration-test',
    });
  undos.push(() => session$.next({ token: null, user: null }));
  return serverThenHydrate(
    { server: treeWith(serverClient), browser: treeWith(pageClient) },
    {
      city,
      user: renderedFor,
      browser: () => {
        if (phone) asPhone();
        session$.next(session);
        // the page's session is known before its cache is hydrated (a session change forgets the
        // queries no screen shows yet, as the server's anonymous answers would be)
        hydrateServerAnswers(pageClient, dehydrate(serverClient));
      },
    },
  );
}
