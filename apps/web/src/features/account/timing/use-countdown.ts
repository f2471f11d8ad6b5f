import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/**
 * Seconds left of a countdown started when the component mounted (or `restartKey` changed). It follows
 * the wall clock rather than counting ticks, so a tab the browser throttled still expires on time.
 * `onExpire` runs once, when zero is reached.
 */
export function useCountdown(seconds: number, onExpire: () => void, restartKey?: unknown): number {
  const [left, setLeft] = useState(seconds);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the countdown on purpose.
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = secondsLeft(deadline, Date.now());
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);

  return left;
}
