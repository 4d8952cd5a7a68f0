import { type BusEvent, bus } from '@quiz/bus';

/** Records every bus event emitted during each test of the calling describe block. */
export function captureBus(): BusEvent[] {
  const seen: BusEvent[] = [];
  let sub: { unsubscribe(): void } | undefined;
  beforeEach(() => {
    seen.length = 0;
    sub = bus.events$.subscribe((e) => seen.push(e));
  });
  afterEach(() => sub?.unsubscribe());
  return seen;
}
