/**
 * The slot of a remote whose screen arrived rendered by the server. It keeps the server's
 * markup as it is (`dangerouslySetInnerHTML` with the very markup read from the page before hydration,
 * which React leaves alone), loads the remote and mounts it into that element with `hydrate`, so the
 * remote's React takes the markup over instead of drawing it again: nothing moves, nothing blinks.
 * New props (a route change inside the remote) are passed as a parcel `update`, like <RemoteParcel>.
 * A load failure shows the usual fallback with «Повторить», which hands the slot to <RemoteParcel>.
 */
import type { City, User } from '@quiz/contract';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { LIVE_SLOT_ATTRIBUTE } from './early-input';
import { ParcelErrorBoundary } from './error-boundary';
import { HostContext } from './host-context';
import type { HostApi, HostLoadRemote } from './remote-contract';
import { toParcelConfig } from './remote-parcel';

export interface SsrRemoteParcelProps {
  /** `<remote>/App` */
  id: string;
  /** the server's markup of the slot, read from the page before hydration */
  html: string;
  /** the city the server rendered for */
  city: City | null;
  /** the signed-in player a personal page was rendered for (null: a public page, rendered for nobody) */
  user?: User | null;
  /** the remote's version the server rendered with: another version loaded here renders anew */
  version: string | null;
  props: Record<string, unknown>;
  loadRemote?: HostLoadRemote;
  /** «Повторить» after a failed load: the owner switches the slot to a client-rendered parcel */
  onGiveUp: () => void;
}

// useLayoutEffect warns when rendered on the server; the shell's frame is rendered there too
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function SsrRemoteParcel(props: SsrRemoteParcelProps) {
  return (
    <ParcelErrorBoundary onRetry={props.onGiveUp} label={props.id}>
      <SsrMount {...props} />
    </ParcelErrorBoundary>
  );
}

/** The build version a remote's `./App` module says it is (`defineRemote`'s `version`), if any. */
function versionOf(loaded: unknown): string | null {
  for (const candidate of [loaded, (loaded as { default?: unknown } | null)?.default]) {
    const version = (candidate as { version?: unknown } | null)?.version;
    if (typeof version === 'string') return version;
  }
  return null;
}

function SsrMount({ id, html, city, user = null, version, props, loadRemote }: SsrRemoteParcelProps) {
  const contextHost = useContext(HostContext);
  const host: HostApi | null = loadRemote ? { loadRemote } : contextHost;
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [error, setError] = useState<Error | null>(null);
  // the markup is fixed at the first render: React never rewrites it afterwards
  const [markup] = useState(() => ({ __html: html }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once; later props go through update
  useEffect(() => {
    let cancelled = false;
    const domElement = element.current;
    if (!host || !domElement) {
      setError(new Error(`No host loader for ${id}`));
      return;
    }
    host
      .loadRemote(id)
      .then((loaded) => {
        if (cancelled) return;
        // the runtime may have fallen back to the previous version (the current one failed to load):
        // its tree is not the server's, so it renders anew instead of taking the markup over
        const loadedVersion = versionOf(loaded);
        const sameBuild = version === null || loadedVersion === null || loadedVersion === version;
        if (!sameBuild) domElement.replaceChildren();
        const mounted = mountRootParcel(toParcelConfig(loaded, id), {
          domElement,
          ...latest.current,
          host,
          ...(sameBuild ? { hydrate: { city, user } } : {}),
        });
        parcel.current = mounted;
        return mounted.mountPromise.then(() => {
          // the slot is live: input held before it is made again now (./early-input.ts)
          domElement.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
          // props that changed while the remote was loading
          if (!cancelled && latest.current !== props) void mounted.update?.({ ...latest.current, host });
        });
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(err instanceof Error ? err : new Error(String(err)));
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount();
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    const mounted = parcel.current;
    if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.update?.({ ...props, host });
  }, [props]);

  if (error) throw error;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the page's own, read from this very element before hydration (the server rendered it from our components); React keeps it as it is
  return <div ref={element} data-ssr-slot="" dangerouslySetInnerHTML={markup} suppressHydrationWarning />;
}
