/**
 * A widget a page does not need for its first screen (the event page's registration form of a
 * logged-out visitor): its remote is loaded only when the visitor comes to it — half of its slot on
 * screen (IntersectionObserver), or the visitor's first input anywhere on the page (a scroll, a touch,
 * a pointer move, a key) — or at once with `now` (a link that opens it) or in a browser without
 * IntersectionObserver. Until then the slot shows the parcel's skeleton in the same place and shape,
 * not announced as busy (nothing is loading), so the page's first load carries none of the remote's
 * code and the widget arriving moves nothing. The server renders the same: `now` decides on both.
 */
import { useEffect, useRef, useState } from 'react';
import { ParcelSkeleton } from './error-boundary';
import { RemoteParcel, type RemoteParcelProps } from './remote-parcel';

/** The visitor's inputs that load a deferred widget: any of them shows he is using the page. */
export const DEFERRED_PARCEL_INPUTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'pointermove',
  'keydown',
];

/** How much of the slot must be on screen to count as "come to". */
const VISIBLE_SHARE = 0.5;

export interface DeferredParcelProps extends RemoteParcelProps {
  /** load at once (the page was opened to show this widget) */
  now?: boolean;
}

export function DeferredParcel({ now = false, ...props }: DeferredParcelProps) {
  const [wanted, setWanted] = useState(now);
  const slot = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (wanted) return;
    if (now || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= VISIBLE_SHARE)) want();
      },
      { threshold: VISIBLE_SHARE },
    );
    if (slot.current) observer.observe(slot.current);
    for (const type of DEFERRED_PARCEL_INPUTS) window.addEventListener(type, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of DEFERRED_PARCEL_INPUTS) window.removeEventListener(type, want);
    };
  }, [wanted, now]);

  if (wanted) return <RemoteParcel {...props} />;
  return (
    <div
      ref={slot}
      data-deferred={props.id}
      // an overlay skeleton lies over its positioned container: the observed box is that container's
      css={props.skeletonOverlay ? { position: 'absolute', inset: 0 } : undefined}
    >
      {props.noSkeleton ? null : <ParcelSkeleton overlay={props.skeletonOverlay} waiting />}
    </div>
  );
}
