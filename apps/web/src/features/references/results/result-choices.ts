import {
  readStorage,
  removeStorage,
  USER_STORAGE_PREFIX,
  writeStorage,
} from '../../../lib/storage/safe-storage.ts';

/**
 * What the author chose on the result page that the server does not keep (it keeps the order's style):
 * the references left out, the list's order and a saved template of their own used as the format. Kept
 * per order in this tab (sessionStorage: never sent, gone with the tab) so a reload shows the same list;
 * tied to the signed-in user, so whoever signs in next in the same tab does not see it.
 */
export type ListSort = 'input' | 'alphabetical';

export interface ResultChoices {
  /** Indexes of the checked references the author left out (new ones stay included). */
  excluded: number[];
  sort: ListSort;
  /** The id of the author's own template used as the format, or null for the order's style. */
  template: string | null;
}

export const DEFAULT_CHOICES: ResultChoices = { excluded: [], sort: 'input', template: null };

interface StoredOrder extends ResultChoices {
  order: string;
}

const KEY = `${USER_STORAGE_PREFIX}referenceResults`;
/** Orders remembered at most (the most recently changed first); older ones fall back to the defaults. */
export const MAX_ORDERS = 20;
/** An order holds at most 250 references (spec §3), so no more can be left out. */
export const MAX_EXCLUDED = 250;
const MAX_ID_CHARS = 200;

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_CHARS;
}

function isDefault(choices: ResultChoices): boolean {
  return choices.excluded.length === 0 && choices.sort === 'input' && choices.template === null;
}

function parseEntry(value: unknown): StoredOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { order, excluded, sort, template } = value as Record<string, unknown>;
  if (!isId(order) || !Array.isArray(excluded) || excluded.length > MAX_EXCLUDED) return null;
  if (!excluded.every((index) => Number.isSafeInteger(index) && (index as number) > 0)) return null;
  return {
    order,
    excluded: [...new Set(excluded as number[])],
    sort: sort === 'alphabetical' ? 'alphabetical' : 'input',
    template: isId(template) ? template : null,
  };
}

/** The stored orders read back for `owner`; someone else's or a damaged copy is nothing. */
export function parseResultStore(raw: string | null, owner: string | null): StoredOrder[] {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || value.owner !== owner) return [];
    if (!Array.isArray(value.orders)) return [];
    const seen = new Set<string>();
    return value.orders
      .flatMap((entry: unknown) => {
        const parsed = parseEntry(entry);
        if (!parsed || seen.has(parsed.order)) return [];
        seen.add(parsed.order);
        return [parsed];
      })
      .slice(0, MAX_ORDERS);
  } catch {
    return [];
  }
}

/** The store with `orderId`'s choices first (removed when they are the defaults), at most MAX_ORDERS. */
export function withChoices(
  stored: readonly StoredOrder[],
  orderId: string,
  choices: ResultChoices,
): StoredOrder[] {
  const others = stored.filter(({ order }) => order !== orderId);
  const excluded = [...new Set(choices.excluded)].sort((a, b) => a - b);
  if (isDefault(choices) || excluded.length > MAX_EXCLUDED || !isId(orderId)) {
    return others.slice(0, MAX_ORDERS);
  }
  return [{ order: orderId, excluded, sort: choices.sort, template: choices.template }, ...others].slice(
    0,
    MAX_ORDERS,
  );
}

export function serializeResultStore(stored: readonly StoredOrder[], owner: string | null): string | null {
  return stored.length === 0 ? null : JSON.stringify({ owner, orders: stored });
}

/** This order's choices for `owner`, or the defaults. */
export function readResultChoices(orderId: string, owner: string | null): ResultChoices {
  const entry = parseResultStore(readStorage('session', KEY), owner).find(({ order }) => order === orderId);
  if (!entry) return DEFAULT_CHOICES;
  const { excluded, sort, template } = entry;
  return { excluded, sort, template };
}

export function saveResultChoices(orderId: string, choices: ResultChoices, owner: string | null): void {
  const next = serializeResultStore(
    withChoices(parseResultStore(readStorage('session', KEY), owner), orderId, choices),
    owner,
  );
  // Removed first: a write refused for its size must not leave older choices to come back instead.
  removeStorage('session', KEY);
  if (next !== null) writeStorage('session', KEY, next);
}

/** The order was reset: its list is left behind, and so are the choices made on it. */
export function clearResultChoices(orderId: string, owner: string | null): void {
  saveResultChoices(orderId, DEFAULT_CHOICES, owner);
}

/** The checked references to include: all of them but those left out. */
export function includedIndexes(checked: readonly number[], excluded: readonly number[]): Set<number> {
  const out = new Set(excluded);
  return new Set(checked.filter((index) => !out.has(index)));
}

/** The indexes of the checked references not in `included`: what to store. */
export function excludedIndexes(checked: readonly number[], included: ReadonlySet<number>): number[] {
  return checked.filter((index) => !included.has(index));
}
