/**
 * «Now» for a screen's "passed / ahead" decisions (results or registration, the card buttons, the free
 * places). A screen whose data is in the cache already (rendered by the server, or prefetched) first
 * renders at the instant that answer was loaded (the query's `dataUpdatedAt`, carried by the dehydrated
 * cache): the server's render and the browser's hydration of it then agree even when a game starts in
 * between. Right after mount it moves to the browser's clock, as a screen without such an answer does
 * from the start.
 */
import { useEffect, useState } from 'react';

/** `at`: when the data on screen was loaded (undefined: none yet). */
export function useRenderNow(at: number | undefined): Date {
  const [live, setLive] = useState(at === undefined);
  useEffect(() => setLive(true), []);
  return live || at === undefined ? new Date() : new Date(at);
}
