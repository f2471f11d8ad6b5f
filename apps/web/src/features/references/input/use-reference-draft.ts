import { useCallback, useEffect, useState } from 'react';
import { readStoredAccount } from '../../account/session/account-store.ts';
import { type ReferenceDraft, readReferenceDraft, saveReferenceDraft } from './reference-draft.ts';

/**
 * Step 1's pasted list, held by the page rather than the text tab (which unmounts when another tab opens)
 * and kept in this tab's sessionStorage, so Back from step 2 or a reload brings it back. The owner is
 * read once: the login guard remounts its pages when the signed-in user changes.
 */
export function useReferenceDraft(): [ReferenceDraft, (change: Partial<ReferenceDraft>) => void] {
  const [owner] = useState(() => readStoredAccount()?.user.id ?? null);
  const [draft, setDraft] = useState(() => readReferenceDraft(owner));
  useEffect(() => saveReferenceDraft(draft, owner), [draft, owner]);
  const change = useCallback((next: Partial<ReferenceDraft>) => setDraft((old) => ({ ...old, ...next })), []);
  return [draft, change];
}
