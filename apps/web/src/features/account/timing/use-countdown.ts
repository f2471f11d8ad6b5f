import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/**
 * Seconds left until `deadline` (ms since epoch). It follows the wall clock rather than counting ticks,
 * so a tab the browser throttled, or a page reloaded mid-way, still expires on time. `onExpire` runs
 * once, when zero is reached (at once for a deadline already past).
 */
export function useCountdown(deadline: number, onExpire: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const remaining = secondsLeft(deadline, Date.now());
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        expire.current();
      }
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
