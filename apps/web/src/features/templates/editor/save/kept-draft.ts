import { ReferenceTemplate } from '@galley/contracts';

const PREFIX = 'galley.templates.unsaved.';

/**
 * Where one user's unsaved edits of a template (or of a new one) are kept in this browser: per user, so the next
 * person to sign in on a shared computer never sees them.
 */
export const keptDraftKey = (userId: string, templateId: string | undefined): string =>
  `${PREFIX}${userId}.${templateId ?? 'new'}`;

/**
 * Unsaved edits kept in this browser while they are unsaved, so a dropped connection, a failed save, an
 * expired session's new login or a reload loses nothing (spec §2: reconnect). Storage that is full or
 * blocked keeps nothing, silently: the edits are still on the page.
 */
export function keepDraft(key: string, template: ReferenceTemplate, storage: Storage = window.localStorage) {
  try {
    storage.setItem(key, JSON.stringify(template));
  } catch {
    // nothing kept; the page still has the edits
  }
}

export function readKeptDraft(
  key: string,
  storage: Storage = window.localStorage,
): ReferenceTemplate | undefined {
  try {
    const parsed = ReferenceTemplate.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function dropKeptDraft(key: string, storage: Storage = window.localStorage) {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to drop
  }
}
