import { stripLocalePrefix } from './i18n/locale-path.ts';

/** Text of `value` with object keys sorted, so two drafts equal in content compare equal. */
export function snapshotOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** True when `current` differs from the `saved` snapshot (what was loaded or last saved). */
export const hasUnsavedChanges = (saved: string, current: unknown): boolean => snapshotOf(current) !== saved;

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation from `from` to `to` must ask first: only with unsaved changes not yet let go, and only
 * when it leaves the page (another path or query); the same page in another language is not leaving.
 */
export function shouldBlockLeaving(dirty: boolean, allowed: boolean, from: Place, to: Place): boolean {
  if (!dirty || allowed) return false;
  return stripLocalePrefix(from.pathname) !== stripLocalePrefix(to.pathname) || from.search !== to.search;
}
