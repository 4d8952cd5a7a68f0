/** The login-gated action helper (React views of the bus live in @quiz/bus/react). */

import { emit, session$ } from '@quiz/bus';

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
