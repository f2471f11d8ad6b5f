/**
 * Set while the app itself is taking the user home after the session ended (log out, 460–462). React
 * Router commits navigations in a transition, so a guarded page may render once more after the session
 * is forgotten; its guard must then wait quietly instead of opening the login modal. The session
 * watcher clears the flag once the navigation has settled (the location changed).
 */
let leaving = false;

export function beginLeaving(): void {
  leaving = true;
}

/** Called when the navigation that `beginLeaving` announced has been committed. */
export function endLeaving(): void {
  leaving = false;
}

export function isLeaving(): boolean {
  return leaving;
}
