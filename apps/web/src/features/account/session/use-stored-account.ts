import { useSyncExternalStore } from 'react';
import { readStoredAccount, type StoredAccount, subscribeToAccount } from './account-store.ts';

/** The locally stored user and plan, re-rendering when they change in this tab or another. */
export function useStoredAccount(): StoredAccount | null {
  return useSyncExternalStore(subscribeToAccount, readStoredAccount, () => null);
}
