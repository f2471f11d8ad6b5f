import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path.ts';

export interface LeaveWarning {
  /** An in-app navigation waiting for the user's answer (render a confirmation while `blocked`). */
  blocker: Blocker;
  /** Lets the page's own next navigation through (success, Resend, expiry). */
  allowLeaving: () => void;
}

/**
 * Warns before leaving a page whose state would be lost (spec §2: the code page's "login info"): the
 * browser's own prompt on reload or close, and a blocker for links inside the app. Switching the
 * language is not leaving: it is the same page in another language.
 */
export function useLeaveWarning(active: boolean): LeaveWarning {
  const allowed = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !allowed.current &&
      stripLocalePrefix(currentLocation.pathname) !== stripLocalePrefix(nextLocation.pathname),
  );

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
