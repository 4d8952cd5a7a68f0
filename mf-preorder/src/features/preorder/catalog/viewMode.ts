/** The catalog's list/tile choice, remembered per user in this browser. */
import { useState } from 'react';

export type ViewMode = 'list' | 'tiles';

const key = (user: number | null) => `quiz_preorder_view:${user ?? 'anon'}`;

export function readViewMode(user: number | null): ViewMode {
  try {
    return window.localStorage.getItem(key(user)) === 'list' ? 'list' : 'tiles';
  } catch {
    return 'tiles';
  }
}

export function useViewMode(user: number | null): [ViewMode, (mode: ViewMode) => void] {
  const [state, setState] = useState<{ user: number | null; mode: ViewMode }>(() => ({
    user,
    mode: readViewMode(user),
  }));
  const mode = state.user === user ? state.mode : readViewMode(user);
  const set = (next: ViewMode) => {
    try {
      window.localStorage.setItem(key(user), next);
    } catch {
      // private mode: remembered for this page only
    }
    setState({ user, mode: next });
  };
  return [mode, set];
}
