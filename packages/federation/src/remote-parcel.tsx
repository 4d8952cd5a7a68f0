import { type ComponentType, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import ParcelImport from 'single-spa-react/parcel';
import { ParcelErrorBoundary, ParcelSkeleton } from './error-boundary';
import { HostContext, MountParcelContext } from './host-context';
import { dropUpdatesOfUnmountedParcels } from './parcel-updates';
import type { HostApi, HostLoadRemote } from './remote-contract';

// single-spa-react/parcel is typed as a generic class; use it through a props-loose alias.
const Parcel = ParcelImport as unknown as ComponentType<Record<string, unknown>>;

type Lifecycle = (props: unknown) => Promise<unknown>;
interface LifecycleModule {
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
  update?: Lifecycle | Lifecycle[];
}

const isLifecycle = (value: unknown): boolean =>
  typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));

/** Turns what loadRemote returned (module namespace, default export, …) into a parcel config. */
export function toParcelConfig(loaded: unknown, id: string): ParcelConfig {
  const candidates = [loaded, (loaded as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object') {
      const m = candidate as Partial<LifecycleModule>;
      if (isLifecycle(m.bootstrap) && isLifecycle(m.mount) && isLifecycle(m.unmount)) {
        const config: LifecycleModule = {
          bootstrap: m.bootstrap as LifecycleModule['bootstrap'],
          mount: m.mount as LifecycleModule['mount'],
          unmount: m.unmount as LifecycleModule['unmount'],
        };
        if (isLifecycle(m.update)) config.update = m.update as Lifecycle;
        return config as unknown as ParcelConfig;
      }
    }
  }
  throw new Error(`${id} did not export single-spa lifecycles`);
}

const noop = () => Promise.resolve();
const NOOP_PARCEL = { bootstrap: noop, mount: noop, unmount: noop, update: noop } as unknown as ParcelConfig;

export interface RemoteParcelProps {
  /** `<remote>/<Exposed>`, e.g. 'mf_seating/ResultsTable' or 'mf_events/App'. */
  id: string;
  /** Props passed to the parcel (besides `host`, which is added). */
  props?: Record<string, unknown>;
  /** Loader to use instead of the one from HostContext (the shell, the venue embed). */
  loadRemote?: HostLoadRemote;
  /** Element the parcel is mounted into. */
  wrapWith?: string;
  className?: string;
  /** Hide the loading skeleton (small inline widgets). */
  noSkeleton?: boolean;
  /**
   * Lay the skeleton over the slot instead of before the parcel (a page slot whose container is
   * positioned and tall enough): the parcel's first content then starts where it will stay, and
   * removing the skeleton moves nothing (no layout shift).
   */
  skeletonOverlay?: boolean;
}

/**
 * Mounts a remote's exposed parcel by id through the host-injected loader, inside an error boundary
 * whose fallback («Не удалось загрузить раздел» / «Повторить») really retries: the Parcel reports
 * load/mount failures through handleError, we keep them in state and rethrow during render; retry
 * re-keys the boundary, which mounts a fresh Parcel that calls the loader again.
 * Keep the same element (same key) to pass new props: the parcel's `update` runs, no remount; a new
 * `id` remounts.
 */
export function RemoteParcel(props: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // another widget in the same place is another parcel: a changed id (a choice that followed the live
  // session after hydration) unmounts the old widget and loads the new one
  return (
    <ParcelErrorBoundary key={`${props.id}#${attempt}`} onRetry={retry} label={props.id}>
      <ParcelMount {...props} />
    </ParcelErrorBoundary>
  );
}

function ParcelMount({
  id,
  props,
  loadRemote,
  wrapWith = 'div',
  className,
  noSkeleton,
  skeletonOverlay,
}: RemoteParcelProps) {
  const contextHost = useContext(HostContext);
  // inside a parcel: its own mountParcel (child parcels unmount with it); at the root: mountRootParcel
  const parentMountParcel = useContext(MountParcelContext);
  const [error, setError] = useState<Error | null>(null);
  const [mounted, setMounted] = useState(false);

  const host: HostApi | null = useMemo(() => {
    if (loadRemote) return { loadRemote };
    return contextHost;
  }, [loadRemote, contextHost]);

  // The parcel config is a loading function: single-spa calls it once per mount. A load failure is put
  // in state (rethrown below into the boundary) and a no-op parcel is returned, so it does not also
  // surface as an unhandled rejection; mount/update failures still arrive through handleError.
  const latest = useRef({ host, id });
  latest.current = { host, id };
  const [config] = useState(() => () => {
    const { host: currentHost, id: currentId } = latest.current;
    const load = currentHost
      ? currentHost.loadRemote(currentId).then((loaded) => toParcelConfig(loaded, currentId))
      : Promise.reject(new Error(`No host loader for ${currentId}`));
    return load.catch((err: unknown) => {
      setError(err instanceof Error ? err : new Error(String(err)));
      return NOOP_PARCEL;
    });
  });

  const mountParcel = useMemo(
    () => dropUpdatesOfUnmountedParcels(parentMountParcel ?? mountRootParcel),
    [parentMountParcel],
  );

  if (error) throw error;

  return (
    <>
      {!mounted && !noSkeleton && <ParcelSkeleton overlay={skeletonOverlay} />}
      <Parcel
        {...props}
        host={host}
        config={config}
        mountParcel={mountParcel}
        wrapWith={wrapWith}
        wrapClassName={className}
        parcelDidMount={() => setMounted(true)}
        handleError={(err: unknown) => setError(err instanceof Error ? err : new Error(String(err)))}
      />
    </>
  );
}
