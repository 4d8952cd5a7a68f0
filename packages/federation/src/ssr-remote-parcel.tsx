/**
 * The slot of a remote whose screen arrived rendered by the server (issue 16). It keeps the server's
 * markup as it is (`dangerouslySetInnerHTML` with the very markup read from the page before hydration,
 * which React leaves alone), loads the remote and mounts it into that element with `hydrate`, so the
 * remote's React takes the markup over instead of drawing it again: nothing moves, nothing blinks.
 * New props (a route change inside the remote) are passed as a parcel `update`, like <RemoteParcel>.
 * A load failure shows the usual fallback with «Повторить», which hands the slot to <RemoteParcel>.
 */
import type { City } from '@quiz/contract';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
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

function SsrMount({ id, html, city, props, loadRemote, onGiveUp: _onGiveUp }: SsrRemoteParcelProps) {
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
    const early = holdEarlyClicks(domElement);
    host
      .loadRemote(id)
      .then((loaded) => {
        if (cancelled) return;
        const mounted = mountRootParcel(toParcelConfig(loaded, id), {
          domElement,
          ...latest.current,
          host,
          hydrate: { city },
        });
        parcel.current = mounted;
        return mounted.mountPromise.then(() => {
          // props that changed while the remote was loading
          if (!cancelled && latest.current !== props) void mounted.update?.({ ...latest.current, host });
          early.replay();
        });
      })
      .catch((err: unknown) => {
        early.release();
        if (!cancelled) setError(err instanceof Error ? err : new Error(String(err)));
      });
    return () => {
      early.release();
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

/** What reacts to a click by script only (a link or a form still works without the remote's code). */
const SCRIPTED_CONTROL = 'button:not([type="submit"]), [role="button"], [role="tab"], summary';

/**
 * Until the remote has taken its markup over, a click on one of its buttons would do nothing (the
 * markup is the server's, no handler is attached yet). Such a click is held, and clicked again once the
 * remote is mounted: the element is the same one, hydration keeps the server's nodes. Links and form
 * submits are left to the browser (they work without the remote's code).
 */
export function holdEarlyClicks(slot: HTMLElement): { replay: () => void; release: () => void } {
  let held: HTMLElement | null = null;
  let active = true;
  const onClick = (event: MouseEvent) => {
    if (!active || !(event.target instanceof Element)) return;
    const control = event.target.closest(SCRIPTED_CONTROL);
    if (!(control instanceof HTMLElement) || !slot.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  slot.addEventListener('click', onClick, true);
  const stop = () => {
    active = false;
    slot.removeEventListener('click', onClick, true);
  };
  return {
    // the remote did not come: the held click is dropped
    release: () => {
      stop();
      held = null;
    },
    replay: () => {
      const control = held;
      stop();
      held = null;
      if (control?.isConnected) control.click();
    },
  };
}
