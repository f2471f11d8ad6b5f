import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { shouldBlockLeaving } from './unsaved-changes.ts';

/**
 * Guards unsaved changes while `dirty`: the browser's own prompt on reload or close, and a blocker for
 * navigations inside the app (render `UnsavedChangesModal` with it). `allowLeaving` lets the page's own
 * next navigation through (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean): { blocker: Blocker; allowLeaving: () => void } {
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldBlockLeaving(dirty, allowed.current, currentLocation, nextLocation),
  );

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
