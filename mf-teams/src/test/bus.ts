import { type BusEvent, bus, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';

/**
 * For each test of the calling file or describe block: logs `user` in (logged out after), records every
 * bus event; `toasts()` are the messages of the `toast.show` commands seen so far.
 */
export function captureBus(user: User): { seen: BusEvent[]; toasts: () => string[] } {
  const seen: BusEvent[] = [];
  let sub: { unsubscribe(): void } | undefined;
  beforeEach(() => {
    seen.length = 0;
    sub = bus.events$.subscribe((e) => seen.push(e));
    session$.next({ token: 't', user });
  });
  afterEach(() => {
    sub?.unsubscribe();
    session$.next({ token: null, user: null });
  });
  return { seen, toasts: () => seen.flatMap((e) => (e.type === 'toast.show' ? [e.message] : [])) };
}
