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
