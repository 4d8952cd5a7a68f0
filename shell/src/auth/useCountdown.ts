import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, re-rendered a few times a second until 0; `restart(n)` sets a
 * new deadline n seconds from now. Anchored to the clock, not to tick counts, so a throttled
 * background tab still shows the right number.
 */
export function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(() => Date.now() + Math.max(0, initial) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return [
    left,
    (seconds: number) => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + Math.max(0, seconds) * 1000);
    },
  ];
}
