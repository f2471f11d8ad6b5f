/**
 * Set while the app itself is taking the user home after the session ended (log out, 460–462). React
 * Router commits navigations in a transition, so a guarded page may render once more after the session
 * is forgotten; its guard must then wait quietly instead of opening the login modal.
 */
let leavingUntil = 0;

/** Marks the next moment as an intentional exit; it lapses by itself after a second. */
export function beginLeaving(): void {
  leavingUntil = Date.now() + 1000;
}

export function isLeaving(): boolean {
  return Date.now() < leavingUntil;
}
