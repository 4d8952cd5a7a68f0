/**
 * Server render, then hydration, as a page of issue 16 goes: `renderToString` with the server's view of
 * the bus (nobody logged in, the request's city) and no matchMedia (the server has no viewport), then
 * the browser's `hydrateRoot` of the same element over that markup, with whatever `browser()` sets up
 * in between (a phone's viewport, a logged-in session, time passing). Collects what React reports
 * about a markup that did not match: `onRecoverableError` (React threw the markup away) and
 * console.error (React's mismatch warnings).
 *
 * The server waits for lazy parts (`prerenderToNodeStream`); renderToString does not, so the server
 * render here is repeated until no Suspense boundary is left with its fallback (`<!--$!-->`). The
 * browser's bus has the city the page was rendered for (the shell reads it from the page).
 */
import { city$ } from '@quiz/bus';
import { ServerSnapshots, serverSnapshotValues } from '@quiz/bus/react';
import type { City } from '@quiz/contract';
import { phoneViewport } from '@quiz/ui/testing';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

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

export async function serverThenHydrate(
  element: ReactElement,
  { city, browser }: { city: City | null; browser?: () => void | Promise<void> },
): Promise<Hydrated> {
  const snapshots = serverSnapshotValues(city);
  const tree = <ServerSnapshots values={snapshots}>{element}</ServerSnapshots>;
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
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverableErrors.push(error) });
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
