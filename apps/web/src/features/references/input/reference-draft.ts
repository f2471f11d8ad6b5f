import { CreateReferenceOrderRequest } from '@galley/contracts';
import {
  readStorage,
  removeStorage,
  USER_STORAGE_PREFIX,
  writeStorage,
} from '../../../lib/storage/safe-storage.ts';
import type { SplitMode } from './count-references.ts';

/**
 * The pasted list and its split mode, kept for this tab (sessionStorage: never sent, gone with the tab)
 * so a tab switch, Back from step 2 or a reload gives the author their list again. Tied to the signed-in
 * user, so whoever signs in next in the same tab does not see it, and forgotten at sign-out (forgetUserStorage).
 */
export interface ReferenceDraft {
  text: string;
  split: SplitMode;
}

export const EMPTY_DRAFT: ReferenceDraft = { text: '', split: 'auto' };
const KEY = `${USER_STORAGE_PREFIX}referenceDraft`;
const SPLIT_MODES: readonly string[] = ['auto', 'lines', 'blank-lines'] satisfies SplitMode[];

/** The longest text an order accepts (the request contract): a longer paste is refused, so not kept. */
export const MAX_DRAFT_CHARS = CreateReferenceOrderRequest.shape.text.unwrap().maxLength ?? 1_048_576;

/** The stored form, or null when there is nothing worth keeping (empty, or over the limit). */
export function serializeDraft(draft: ReferenceDraft, owner: string | null): string | null {
  if (draft.text.length > MAX_DRAFT_CHARS) return null;
  if (draft.text === '' && draft.split === EMPTY_DRAFT.split) return null;
  return JSON.stringify({ owner, text: draft.text, split: draft.split });
}

/** The stored form read back for `owner`; someone else's, damaged or oversized copies are no draft. */
export function parseDraft(raw: string | null, owner: string | null): ReferenceDraft | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || value.owner !== owner) return null;
    const { text, split } = value;
    if (typeof text !== 'string' || text.length > MAX_DRAFT_CHARS) return null;
    return {
      text,
      split: typeof split === 'string' && SPLIT_MODES.includes(split) ? (split as SplitMode) : 'auto',
    };
  } catch {
    return null;
  }
}

export function readReferenceDraft(owner: string | null): ReferenceDraft {
  return parseDraft(readStorage('session', KEY), owner) ?? EMPTY_DRAFT;
}

export function saveReferenceDraft(draft: ReferenceDraft, owner: string | null): void {
  const stored = serializeDraft(draft, owner);
  // Removed first: a write refused for its size must not leave an older list to come back instead.
  removeStorage('session', KEY);
  if (stored !== null) writeStorage('session', KEY, stored);
}
