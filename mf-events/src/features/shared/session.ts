/** React views of the bus state streams (session$, city$) and the login-gated action helper. */

import { city$, emit, type Session, session$ } from '@quiz/bus';
import type { City, User } from '@quiz/contract';
import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

function useBehavior<T>(subject: BehaviorSubject<T>): T {
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

export function useUser(): User | null {
  const session = useSession();
  return session.token ? session.user : null;
}

export function useCity(): City | null {
  return useBehavior(city$);
}

export function isLoggedIn(): boolean {
  return !!session$.getValue().token;
}

/**
 * Runs `action` now when logged in; otherwise asks the shell for the login modal and lets it
 * re-run the action once the user has logged in (SPEC §4 "the saved click target is clicked again").
 */
export function withLogin(action: () => void): void {
  if (isLoggedIn()) {
    action();
    return;
  }
  emit({ type: 'auth.required', from: currentPath(), retry: action });
}

export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}
