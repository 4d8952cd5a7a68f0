/**
 * «Now» for a screen's "passed / ahead" decisions (results or registration, the card buttons, the free
 * places). A screen that starts from a route loader's answer (rendered by the server, or
 * prefetched) first renders at the instant that answer was loaded (`at`): the server's render and the
 * browser's hydration of it then agree even when a game starts in between. Right after mount it moves
 * to the browser's clock, as a screen without such an answer does from the start.
 */
import { useEffect, useState } from 'react';

/** A loader's answer carries when it was loaded (`Date.now()` on the side that loaded it). */
export interface LoadedAt {
  at: number;
}

export function useRenderNow(at: number | undefined): Date {
  const [live, setLive] = useState(at === undefined);
  useEffect(() => setLive(true), []);
  return live || at === undefined ? new Date() : new Date(at);
}
