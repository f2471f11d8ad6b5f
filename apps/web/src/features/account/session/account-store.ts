import { PlanId, UserData } from '@galley/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';

/** The spec's keys (§3: "Locally stored: user, plan_type"). */
export const USER_STORAGE_KEY = 'user';
export const PLAN_STORAGE_KEY = 'plan_type';

export interface StoredAccount {
  user: UserData;
  planType: PlanId;
}

type Listener = () => void;
const listeners = new Set<Listener>();

let cache: { raw: string; account: StoredAccount | null } | null = null;

function parse(rawUser: string | null, rawPlan: string | null): StoredAccount | null {
  if (rawUser === null) return null;
  try {
    const user = UserData.safeParse(JSON.parse(rawUser));
    const plan = PlanId.safeParse(rawPlan);
    // A copy from an older version of the app is dropped, not trusted: the profile call refills it.
    return user.success ? { user: user.data, planType: plan.success ? plan.data : 'free' } : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user as last seen, kept across reloads so the navbar and guards can answer at once.
 * It is a cache, never the truth: the session check and the profile call refresh or clear it.
 */
export function readStoredAccount(): StoredAccount | null {
  const rawUser = readStorage('local', USER_STORAGE_KEY);
  const rawPlan = readStorage('local', PLAN_STORAGE_KEY);
  const raw = `${rawPlan}\u0000${rawUser}`;
  // useSyncExternalStore needs the same object for the same stored text.
  if (cache?.raw !== raw) cache = { raw, account: parse(rawUser, rawPlan) };
  return cache.account;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeAccount(user: UserData, planType: PlanId): void {
  writeStorage('local', USER_STORAGE_KEY, JSON.stringify(user));
  writeStorage('local', PLAN_STORAGE_KEY, planType);
  notify();
}

export function clearStoredAccount(): void {
  removeStorage('local', USER_STORAGE_KEY);
  removeStorage('local', PLAN_STORAGE_KEY);
  notify();
}

/** The id of the user in a stored `user` value, or null when none (signed out, unreadable). */
function storedUserId(rawUser: string | null): string | null {
  return parse(rawUser, null)?.user.id ?? null;
}

/**
 * What a change of the stored `user` (seen in a `storage` event from another tab) means here: the same
 * user with new details, or another person (logged out, or logged in as someone else) — then every
 * user-specific answer this tab holds belongs to the wrong account.
 */
export function storedUserChange(oldValue: string | null, newValue: string | null): 'same-user' | 'switched' {
  return storedUserId(oldValue) === storedUserId(newValue) ? 'same-user' : 'switched';
}

/** Subscribes to changes from this tab and, through the `storage` event, from the others. */
export function subscribeToAccount(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY || event.key === PLAN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
