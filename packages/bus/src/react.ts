/**
 * React views of the bus state streams, for every app: `useSession()`, `useUser()`, `useCity()`.
 * Imports the bus by its package name so a remote reads the one shared instance.
 *
 * Server rendering and hydration: a page rendered on the server was rendered for the city of the
 * request and for a visitor without a session — or, on a personal page (a cabinet, a team), for the
 * player of the request's `quiz_token` cookie, whose user (never the token) the page carries. `<ServerSnapshots values={…}>` gives the values a
 * stream had on the server; `useBehavior` answers them as its server snapshot, so the server render is
 * correct per request (no shared module state between concurrent requests) and the browser's hydration
 * renders exactly what the server sent.
 *
 * Then the live values: `ServerSnapshots` holds the server's values through hydration and lets go of them
 * in a transition right after it. Every `useBehavior` below (and @quiz/ui's `useHydrated` and media
 * queries) re-renders once with the live value there, in React's short slices. Left to
 * `useSyncExternalStore`'s own server snapshot, that switch is a forced synchronous re-render of every
 * reader's subtree after hydration: on the home page a 100–130 ms main-thread task at 4× CPU slowdown,
 * counted whole in Lighthouse's Total Blocking Time. A tree mounted after the switch reads live values
 * from its first render.
 */
import { type BusEventOf, type BusEventType, city$, listen, type Session, session$ } from '@quiz/bus';
import type { City, User } from '@quiz/contract';
import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { BehaviorSubject } from 'rxjs';

/** A stream → the value it had when the page was rendered on the server. */
export type SnapshotValues = ReadonlyMap<BehaviorSubject<unknown>, unknown>;

const ServerSnapshotContext = createContext<SnapshotValues | null>(null);

export function ServerSnapshots({
  values,
  children,
}: {
  values: SnapshotValues | null;
  children: ReactNode;
}) {
  // held through the server render and the hydration; the effect runs only in the browser, after it
  const [held, setHeld] = useState(values);
  useEffect(() => {
    if (values) startTransition(() => setHeld(null));
  }, [values]);
  return createElement(ServerSnapshotContext.Provider, { value: held }, children);
}

/**
 * True while this tree renders the server's snapshot: on the server, and in the browser while it
 * hydrates a server render, until the transition that follows it. False in a tree rendered by the
 * browser alone.
 */
export function useServerSnapshotHeld(): boolean {
  return useContext(ServerSnapshotContext) !== null;
}

/**
 * The server's values this tree renders while they are held (see useServerSnapshotHeld), else null: for
 * a part that hydrates later than the rest (@quiz/ui's DeferredHydration), which must take the server's
 * markup over with the very values it was rendered with.
 */
export function useServerSnapshotValues(): SnapshotValues | null {
  return useContext(ServerSnapshotContext);
}

/** The session of a server render: nobody is logged in (tokens live in the browser). */
export const SERVER_SESSION: Session = { token: null, user: null };

/**
 * Stands for the token in the session of a personal page's render and hydration: the page carries the
 * player it was rendered for, never his token (which the browser's cookie holds). Only its presence is
 * read while rendering (`!!session.token`); the live session has the real one.
 */
export const SERVER_RENDERED_TOKEN = 'server-rendered';

/** The session a page was rendered with: `user`'s for a personal page, else nobody's. */
export function serverSession(user: User | null): Session {
  return user ? { token: SERVER_RENDERED_TOKEN, user } : SERVER_SESSION;
}

export type SnapshotEntry = readonly [BehaviorSubject<unknown>, unknown];

/** One stream and the value it had on the server (typed: the value fits the stream). */
export function snapshotOf<T>(subject: BehaviorSubject<T>, value: T): SnapshotEntry {
  return [subject as unknown as BehaviorSubject<unknown>, value];
}

/**
 * The snapshot values of a page rendered on the server for `city` (plus an app's own streams), for
 * nobody or, on a personal page, for the signed-in `user`.
 */
export function serverSnapshotValues(
  city: City | null,
  extra: readonly SnapshotEntry[] = [],
  user: User | null = null,
): SnapshotValues {
  return new Map<BehaviorSubject<unknown>, unknown>([
    snapshotOf(session$, serverSession(user)),
    snapshotOf(city$, city),
    ...extra,
  ]);
}

const noSubscribe = () => () => undefined;

/** Current value of a BehaviorSubject as React state. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  const snapshots = useContext(ServerSnapshotContext);
  const key = subject as BehaviorSubject<unknown>;
  const held = snapshots?.has(key) ?? false;
  const heldValue = held ? (snapshots?.get(key) as T) : undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [subject],
  );
  // while held, the browser's snapshot is the server's value too: hydration finds nothing to correct
  const read = held ? () => heldValue as T : () => subject.getValue();
  return useSyncExternalStore(held ? noSubscribe : subscribe, read, read);
}

export function useSession(): Session {
  return useBehavior(session$);
}

/** The logged-in user, or null (a token without loaded details counts as not yet known). */
export function useUser(): User | null {
  const session = useSession();
  return session.token ? session.user : null;
}

export function useCity(): City | null {
  return useBehavior(city$);
}

/**
 * Serves the bus event `type` while the component is mounted (one subscription), with the handler of
 * its latest render: the hosts of the shell's commands (nav.go, auth.required, widget.open…).
 */
export function useBusEvent<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => listen(type, (event) => latest.current(event)), [type]);
}
