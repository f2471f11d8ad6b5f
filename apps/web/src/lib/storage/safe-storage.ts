/**
 * Web Storage that never throws: private browsing modes and disabled cookies make `localStorage`
 * throw on access, and a preference we cannot remember must not break the page.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy settings: the choice lasts for this page view only.
  }
}

export function removeStorage(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}

/**
 * Keys of what a tab keeps for the signed-in user (a pasted list, choices on a result page) start with this, so
 * that signing out forgets them all at once (forgetUserStorage) and the next person at this tab finds nothing.
 */
export const USER_STORAGE_PREFIX = 'galley.user.';

/** Removes every key of `kind` that starts with USER_STORAGE_PREFIX. */
export function forgetUserStorage(kind: StorageArea): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(USER_STORAGE_PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}
