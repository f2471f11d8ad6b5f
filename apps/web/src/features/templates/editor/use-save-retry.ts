import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A save the connection dropped goes again once the browser is back online, and meanwhile every so often
 * with a growing pause (the server may have been the one away) — always the latest `save`, so with the
 * edits as they are then.
 */
export function useSaveRetry<Request>(
  waiting: Request | undefined,
  saving: boolean,
  save: (request: Request) => Promise<unknown>,
) {
  const latest = useRef(save);
  latest.current = save;
  const [retries, setRetries] = useState(0);
  useWindowEvent('online', () => {
    if (waiting && !saving) void latest.current(waiting);
  });
  useEffect(() => {
    if (!waiting) {
      setRetries(0);
      return;
    }
    const timer = setTimeout(
      () => {
        setRetries((count) => count + 1);
        void latest.current(waiting);
      },
      Math.min(30_000, 2_000 * 2 ** retries),
    );
    return () => clearTimeout(timer);
  }, [waiting, retries]);
}
