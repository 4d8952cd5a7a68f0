/** @jsxImportSource @emotion/react */
/**
 * A part of a server-rendered page below the fold, hydrated after the rest. The server renders it in a
 * Suspense boundary of its own. The browser keeps that markup exactly as it is (React leaves a
 * dehydrated boundary alone while its content suspends) and takes it over — in place, the same nodes —
 * only when the visitor comes to it: near the screen (IntersectionObserver), his first input on the page
 * (a tap, a key, a scroll: the click itself is answered, React hydrates the boundary it lands in before
 * dispatching it), or once the page is idle (requestIdleCallback, at the latest IDLE_TIMEOUT_MS). So the
 * first hydration after load is only what the first screen needs. The late hydration renders with the
 * server's values (session, city, "no viewport": `ServerSnapshots`), so it matches the markup, then
 * switches to the live ones in a transition, like the first one.
 *
 * The page rendering the part again before that (new props) hydrates it at once instead: React would
 * otherwise throw the markup away. A page the browser renders alone (not hydrating) shows it at once.
 * Renders a plain `<div data-deferred-hydration>` around it (the observed box).
 */
import { ServerSnapshots, useServerSnapshotValues } from '@quiz/bus/react';
import { type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';

/** The latest the part waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 3000;
/** How close to the screen the part is taken over. */
const NEAR_SCREEN = '200px';
/** The visitor's inputs that take every waiting part over (capture: before React sees the event). */
const INPUTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'click', 'focusin', 'wheel', 'scroll'];

/**
 * What a waiting part suspends on. `release()` lets it through at once, whatever render reads it next
 * (the one React makes to dispatch a click on it, synchronously) and settles the promise, which makes
 * React retry the part's hydration. `armed` turns true in the browser's effect, which runs before React
 * hydrates the boundary's content (a pass of its own, after the page's): never on the server.
 */
interface Gate {
  armed: boolean;
  released: boolean;
  /** marked fulfilled on release (React's convention for a thenable it may read synchronously) */
  promise: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    armed: false,
    released: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    release: () => {
      gate.released = true;
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  // once armed, always read (released: at once), as React expects of a component that suspended
  if (gate.armed) use(gate.promise);
  return children;
}

/** Calls `start` once the part is near the screen, the visitor does anything, or the page is idle. */
function whenWanted(element: Element | null, start: () => void): () => void {
  const view = window;
  const cleanups: Array<() => void> = [];
  let done = false;
  const want = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    start();
  };
  if (element && typeof view.IntersectionObserver === 'function') {
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) want();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }
  for (const type of INPUTS) {
    view.addEventListener(type, want, { capture: true, passive: true });
    cleanups.push(() => view.removeEventListener(type, want, { capture: true }));
  }
  if (typeof view.requestIdleCallback === 'function') {
    const id = view.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
    cleanups.push(() => view.cancelIdleCallback(id));
  } else {
    const id = view.setTimeout(want, IDLE_TIMEOUT_MS / 3);
    cleanups.push(() => view.clearTimeout(id));
  }
  return () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
}

export interface DeferredHydrationProps {
  children: ReactNode;
  /** take it over with the rest (the page was opened to show this part) */
  now?: boolean;
}

export function DeferredHydration({ children, now = false }: DeferredHydrationProps) {
  // the server's values while this tree hydrates a server render (and on the server); null otherwise
  const held = useServerSnapshotValues();
  const [snapshots] = useState(() => (now ? null : held));
  const [gate] = useState(createGate);
  // rendered again with new content before it hydrated: taken over now (React would otherwise drop the
  // markup and render it anew); idempotent, so harmless in a render React throws away
  const first = useRef(children);
  if (children !== first.current) gate.release();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (gate.released || snapshots === null) return;
    gate.armed = true;
    return whenWanted(box.current, gate.release);
  }, [gate, snapshots]);

  // the same element while the content is the same: the page rendering again (its own state, a query)
  // must not reach the waiting boundary, which React would take over at once or else draw anew
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        {snapshots ? (
          <GateKeeper gate={gate}>
            <ServerSnapshots values={snapshots}>{children}</ServerSnapshots>
          </GateKeeper>
        ) : (
          children
        )}
      </Suspense>
    ),
    [children, gate, snapshots],
  );
  return (
    <div ref={box} data-deferred-hydration="">
      {content}
    </div>
  );
}
