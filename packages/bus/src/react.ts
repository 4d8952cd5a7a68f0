/**
 * React views of the bus state streams, for every app: `useSession()`, `useUser()`, `useCity()`.
 * Imports the bus by its package name so a remote reads the one shared instance.
 */
import { city$, type Session, session$ } from '@quiz/bus';
import type { City, User } from '@quiz/contract';
import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a BehaviorSubject as React state. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
    () => subject.getValue(),
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
