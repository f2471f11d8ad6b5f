import type { Blocker } from 'react-router';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';

export interface LeaveWarning {
  /** An in-app navigation waiting for the user's answer (render a confirmation while `blocked`). */
  blocker: Blocker;
  /** Lets the page's own next navigation through (success, Resend, expiry). */
  allowLeaving: () => void;
}

/**
 * Warns before leaving a page whose state would be lost (spec §2: the code page's "login info"): the
 * browser's own prompt on reload or close, and a blocker for links inside the app. Switching the
 * language is not leaving: it is the same page in another language. The same guard as unsaved edits.
 */
export function useLeaveWarning(active: boolean): LeaveWarning {
  return useUnsavedChangesGuard(active);
}
