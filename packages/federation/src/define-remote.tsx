import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateServerAnswers, pageQueryClient } from '@quiz/api/query';
import { ServerSnapshots, type SnapshotValues, serverSnapshotValues } from '@quiz/bus/react';
import type { City, User } from '@quiz/contract';
import { type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { countMount } from './debug';
import { ParcelErrorBoundary, RemoteFallback } from './error-boundary';
import { HostContext, MountParcelContext, type MountParcelFn } from './host-context';
import type { HostApi } from './remote-contract';
import { renewFailedLoads } from './retryable-lazy';

/** single-spa lifecycles of a remote's exposed parcel. `update` is required (TOOLCHAIN.md). */
export interface RemoteLifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update: (props: P) => Promise<unknown>;
  /** the version folder this build was made for (null outside a webpack build, e.g. in tests) */
  version: string | null;
}

declare const __QUIZ_VERSION__: string | undefined;
const BUILD_VERSION: string | null = typeof __QUIZ_VERSION__ === 'string' ? __QUIZ_VERSION__ : null;

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
 * with «Повторить», like a load error, and «Повторить» remounts the remote's tree (a new key), after
 * letting every lazy chunk of the remote whose import failed run again (retryable-lazy.tsx). Every
 * `retryableLazy` of a remote renders inside this boundary; the shell's own boundaries retry loading
 * a remote, which the federation runtime does, so the shell's entry carries none of this.
 */
function RenderErrorBoundary({ label, children }: { label: string; children: React.ReactNode }) {
  const [attempt, setAttempt] = React.useState(0);
  const retry = React.useCallback(() => {
    renewFailedLoads();
    setAttempt((n) => n + 1);
  }, []);
  return (
    <ParcelErrorBoundary key={attempt} label={label} onRetry={retry}>
      {children}
    </ParcelErrorBoundary>
  );
}

/** What single-spa passes besides the host's own props. */
type SpaProps = { name?: string; domElement?: HTMLElement; host?: HostApi | null; mountParcel?: unknown };

/**
 * Props of a mount that takes over server-rendered markup: the element already holds the
 * remote's server render, which was made for `city` and without a session, or, on a personal page,
 * for the signed-in `user`.
 */
export interface HydrateProps {
  hydrate?: { city: City | null; user?: User | null };
}

export interface RemoteTreeOptions {
  cache: EmotionCache;
  /** The query cache: the page's one in the browser, the render's own on the server. */
  queryClient: QueryClient;
  /** The server's view of the bus (server render and hydration), else null. */
  snapshots: SnapshotValues | null;
  label: string;
}

/**
 * The remote's whole tree around its root component: its emotion cache, the host, the parcel's
 * mountParcel, the server snapshots and the render-error boundary. The browser (defineRemote) and the
 * server (`@quiz/federation/ssr`) render exactly this, so hydration matches.
 */
export function remoteTree<P extends object>(
  Root: React.ComponentType<P>,
  props: P & SpaProps,
  { cache, queryClient, snapshots, label }: RemoteTreeOptions,
): React.ReactElement {
  const Inner = Root as React.ComponentType<Record<string, unknown>>;
  return (
    <CacheProvider value={cache}>
      <QueryClientProvider client={queryClient}>
        <ServerSnapshots values={snapshots}>
          <HostContext.Provider value={props.host ?? null}>
            <MountParcelContext.Provider
              value={typeof props.mountParcel === 'function' ? (props.mountParcel as MountParcelFn) : null}
            >
              <RenderErrorBoundary label={label}>
                <Inner {...(props as Record<string, unknown>)} />
              </RenderErrorBoundary>
            </MountParcelContext.Provider>
          </HostContext.Provider>
        </ServerSnapshots>
      </QueryClientProvider>
    </CacheProvider>
  );
}

/** The server's query cache a page carries for its first screen (`RemoteAppProps.data`). */
export function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<DehydratedState>).queries) &&
    Array.isArray((value as Partial<DehydratedState>).mutations)
  );
}

/**
 * Turns a React root component into single-spa-react lifecycles, wrapped in the remote's own emotion
 * CacheProvider and a HostContext carrying `props.host` (so a <RemoteParcel> inside uses the host's loader).
 * A render error inside shows the Russian fallback with «Повторить» (which remounts the tree) in the
 * remote's own slot; single-spa-react's boundary stays as the last resort (no retry) for the providers.
 *
 * Rendering is a transition: React works in slices of a few milliseconds and lets the browser answer
 * input in between (short main-thread tasks). A mount with `hydrate` takes over the server's
 * markup in its dom element (hydrateRoot) instead of rendering anew.
 */
export function defineRemote<P extends object>(
  Root: React.ComponentType<P>,
  { cacheKey, name = cacheKey }: DefineRemoteOptions,
): RemoteLifecycles<P & SpaProps & HydrateProps> {
  const cache = cacheFor(cacheKey);

  function RemoteRoot(props: P & SpaProps & HydrateProps) {
    const snapshots = React.useMemo(
      () => (props.hydrate ? serverSnapshotValues(props.hydrate.city, [], props.hydrate.user ?? null) : null),
      [props.hydrate],
    );
    return remoteTree(Root, props, { cache, queryClient: pageQueryClient(), snapshots, label: name });
  }
  RemoteRoot.displayName = `Remote(${name})`;

  let hydrating = false;
  const lifecycles = singleSpaReact<P & SpaProps & HydrateProps>({
    React,
    ReactDOMClient,
    // read by single-spa-react during `mount`, synchronously (see mount below)
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: RemoteRoot as React.FunctionComponent<P & SpaProps & HydrateProps>,
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
      // the server's answers for this screen, before it renders: its queries find them
      const serverData = (props as { data?: unknown }).data;
      if (isDehydratedState(serverData)) hydrateServerAnswers(pageQueryClient(), serverData);
      let mounted: Promise<unknown> = Promise.resolve();
      hydrating = Boolean(props.hydrate && props.domElement?.firstChild);
      try {
        React.startTransition(() => {
          mounted = lifecycles.mount(props as never);
        });
      } finally {
        hydrating = false;
      }
      return mounted;
    },
    unmount: (props) => lifecycles.unmount(props as never),
    update: (props) => update(props as never),
    version: BUILD_VERSION,
  };
}
