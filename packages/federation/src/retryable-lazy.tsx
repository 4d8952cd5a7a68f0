/**
 * `React.lazy` that a retry can load again. A `lazy` component whose import failed keeps that
 * rejection for the life of the page: a screen chunk that failed once (a network blip after the
 * remote's `./App` had loaded) showed «Не удалось загрузить раздел» again after every «Повторить».
 *
 * `retryableLazy` renders a `lazy` component too, with two differences:
 * - a failed import is tried once more after 300 ms (`SCRIPT_RETRY_DELAY_MS`, the runtime's policy for
 *   remoteEntry and `./App`). That also gets past a failed `<link rel="preload">` of the same chunk
 *   (the server names a screen's chunks as preloads): Chromium hands its failure to the first
 *   script that asks for the file, the next one goes to the network;
 * - a failure after that is shown, and puts the component on the remote's list: the remote's own
 *   «Повторить» (its render-error boundary, define-remote.tsx) first swaps every component on that
 *   list for a fresh `lazy` of the same import, then remounts. webpack forgets a chunk whose script
 *   failed, so the fresh import asks the network again.
 */
import { type ComponentProps, type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { SCRIPT_RETRY_DELAY_MS } from './runtime/retry-options';

/** `load()`, tried once more `SCRIPT_RETRY_DELAY_MS` after a failure. */
const withRetry = <T,>(load: () => Promise<T>): Promise<T> =>
  load().catch(() => new Promise((resolve) => setTimeout(resolve, SCRIPT_RETRY_DELAY_MS)).then(load));

/** Components whose last load failed: each entry makes its component import anew on its next render. */
const failedLoads = new Set<() => void>();

/** Called by the remote's «Повторить» before it remounts: each failed import runs again when rendered. */
export function renewFailedLoads(): void {
  const renewals = [...failedLoads];
  failedLoads.clear();
  for (const renew of renewals) renew();
}

/** Like `React.lazy(load)`, but after a failed load «Повторить» imports it again (see above). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint; callers get their component's props
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T> & object) => ReactElement {
  // `& object`: a screen that takes no props (props `unknown`) still fits a ScreenMap
  type P = ComponentProps<T> & object;
  const fresh = () =>
    lazy(() =>
      withRetry(load).catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  let current = fresh();
  function renew(): void {
    current = fresh();
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per import at module level, as React.lazy is
  function RetryableLazy(props: P): ReactElement {
    return createElement(current as ComponentType<P>, props);
  }
  return RetryableLazy;
}
