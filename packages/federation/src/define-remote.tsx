import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { countMount } from './debug';
import { ParcelErrorBoundary, RemoteFallback } from './error-boundary';
import { HostContext, MountParcelContext, type MountParcelFn } from './host-context';
import type { HostApi } from './remote-contract';

/** single-spa lifecycles of a remote's exposed parcel. `update` is required (TOOLCHAIN.md). */
export interface RemoteLifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update: (props: P) => Promise<unknown>;
}

export interface DefineRemoteOptions {
  /** Emotion cache key of this remote (ev, tm, po, rv, st): its styles never clash with another build's. */
  cacheKey: string;
  /** Name used by the debug hook `window.__quiz.mountCount` (e.g. 'mf_events' or 'mf_teams/RegistrationModal'). */
  name?: string;
}

const caches = new Map<string, EmotionCache>();
function cacheFor(key: string): EmotionCache {
  let cache = caches.get(key);
  if (!cache) {
    cache = createCache({ key });
    caches.set(key, cache);
  }
  return cache;
}

/**
 * The remote's own boundary around its screens: a render error shows «Не удалось загрузить раздел»
 * with «Повторить», like a load error, and «Повторить» remounts the remote's tree (a new key).
 */
function RenderErrorBoundary({ label, children }: { label: string; children: React.ReactNode }) {
  const [attempt, setAttempt] = React.useState(0);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <ParcelErrorBoundary key={attempt} label={label} onRetry={retry}>
      {children}
    </ParcelErrorBoundary>
  );
}

/** What single-spa passes besides the host's own props. */
type SpaProps = { name?: string; domElement?: HTMLElement; host?: HostApi | null; mountParcel?: unknown };

/**
 * Turns a React root component into single-spa-react lifecycles, wrapped in the remote's own emotion
 * CacheProvider and a HostContext carrying `props.host` (so a <RemoteParcel> inside uses the host's loader).
 * A render error inside shows the Russian fallback with «Повторить» (which remounts the tree) in the
 * remote's own slot; single-spa-react's boundary stays as the last resort (no retry) for the providers.
 */
export function defineRemote<P extends object>(
  Root: React.ComponentType<P>,
  { cacheKey, name = cacheKey }: DefineRemoteOptions,
): RemoteLifecycles<P & SpaProps> {
  const cache = cacheFor(cacheKey);
  const Inner = Root as React.ComponentType<Record<string, unknown>>;

  function RemoteRoot(props: P & SpaProps) {
    return (
      <CacheProvider value={cache}>
        <HostContext.Provider value={props.host ?? null}>
          <MountParcelContext.Provider
            value={typeof props.mountParcel === 'function' ? (props.mountParcel as MountParcelFn) : null}
          >
            <RenderErrorBoundary label={name}>
              <Inner {...(props as Record<string, unknown>)} />
            </RenderErrorBoundary>
          </MountParcelContext.Provider>
        </HostContext.Provider>
      </CacheProvider>
    );
  }
  RemoteRoot.displayName = `Remote(${name})`;

  const lifecycles = singleSpaReact<P & SpaProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: RemoteRoot as React.FunctionComponent<P & SpaProps>,
    errorBoundary: () => (
      <CacheProvider value={cache}>
        <RemoteFallback />
      </CacheProvider>
    ),
  });
  const update = lifecycles.update;
  if (!update) throw new Error('single-spa-react did not return an update lifecycle');

  return {
    bootstrap: (props) => lifecycles.bootstrap(props as never),
    mount: (props) => {
      countMount(name);
      return lifecycles.mount(props as never);
    },
    unmount: (props) => lifecycles.unmount(props as never),
    update: (props) => update(props as never),
  };
}
