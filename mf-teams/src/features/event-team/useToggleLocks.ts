/**
 * The in-game checkbox's 5 s lock (SPEC §2): a toggled player's box stays locked with a visible
 * countdown; the clock ticks only while some box is locked.
 */
import { CHECK_TOGGLE_LOCK_MS, lockSecondsLeft } from '@quiz/domain';
import { useEffect, useState } from 'react';

export interface ToggleLocks {
  /** the seconds the player's box stays locked (0: free) */
  secondsLeft: (playerId: number) => number;
  lock: (playerId: number) => void;
}

export function useToggleLocks(): ToggleLocks {
  const [lockedUntil, setLockedUntil] = useState<Record<number, number>>({});
  const [now, setNow] = useState(Date.now());
  const anyLocked = Object.values(lockedUntil).some((until) => until > now);

  useEffect(() => {
    if (!anyLocked) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [anyLocked]);

  return {
    secondsLeft: (playerId) => lockSecondsLeft(lockedUntil[playerId] ?? 0, now),
    lock: (playerId) => {
      const until = Date.now() + CHECK_TOGGLE_LOCK_MS;
      setLockedUntil((l) => ({ ...l, [playerId]: until }));
      setNow(Date.now());
    },
  };
}
