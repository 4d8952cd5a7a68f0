/**
 * React views of the bus state streams, for every app: `useSession()`, `useUser()`, `useCity()`.
 * Imports the bus by its package name so a remote reads the one shared instance.
 *
 * Server rendering and hydration: a page rendered on the server was rendered for a visitor
 * without a session and for the city of the request. `<ServerSnapshots values={…}>` gives the values a
 * stream had on the server; `useBehavior` answers them as its server snapshot, so the server render is
 * correct per request (no shared module state between concurrent requests) and the browser's hydration
 * renders exactly what the server sent, then React moves on to the live value on its own.
 */
import { city$, type Session, session$ } from '@quiz/bus';
import type { City, User } from '@quiz/contract';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
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
  return createElement(ServerSnapshotContext.Provider, { value: values }, children);
}

/** The session of a server render: nobody is logged in (tokens live in the browser). */
export const SERVER_SESSION: Session = { token: null, user: null };

export type SnapshotEntry = readonly [BehaviorSubject<unknown>, unknown];

/** One stream and the value it had on the server (typed: the value fits the stream). */
export function snapshotOf<T>(subject: BehaviorSubject<T>, value: T): SnapshotEntry {
  return [subject as unknown as BehaviorSubject<unknown>, value];
}

/** The snapshot values of a page rendered on the server for `city` (plus an app's own streams). */
export function serverSnapshotValues(
  city: City | null,
  extra: readonly SnapshotEntry[] = [],
): SnapshotValues {
  return new Map<BehaviorSubject<unknown>, unknown>([
    snapshotOf(session$, SERVER_SESSION),
    snapshotOf(city$, city),
    ...extra,
  ]);
}

/** Current value of a BehaviorSubject as React state. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  const snapshots = useContext(ServerSnapshotContext);
  const key = subject as BehaviorSubject<unknown>;
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
    () => (snapshots?.has(key) ? (snapshots.get(key) as T) : subject.getValue()),
  );
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
