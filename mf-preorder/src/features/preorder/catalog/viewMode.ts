/**
 * The catalog's list/tile choice, remembered per user in this browser. A page the server rendered
 * shows the default (tiles) until it is hydrated: the choice is this browser's, the server never sees it.
 */
import { useServerSnapshotHeld } from '@quiz/bus/react';
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
  const rendered = useServerSnapshotHeld();
  /** a choice made on this page (until then the remembered one is read) */
  const [chosen, setChosen] = useState<{ user: number | null; mode: ViewMode } | null>(null);
  const mode = chosen?.user === user ? chosen.mode : rendered ? 'tiles' : readViewMode(user);
  const set = (next: ViewMode) => {
    try {
      window.localStorage.setItem(key(user), next);
    } catch {
      // private mode: remembered for this page only
    }
    setChosen({ user, mode: next });
  };
  return [mode, set];
}
