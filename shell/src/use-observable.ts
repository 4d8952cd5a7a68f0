import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a BehaviorSubject (session$, city$) as React state. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}
