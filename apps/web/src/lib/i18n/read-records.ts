/**
 * Narrows a `t(key, { returnObjects: true })` result to a list of objects whose given fields are all strings.
 * Items missing a field are dropped.
 */
export function readRecords<K extends string>(value: unknown, keys: readonly K[]): Array<Record<K, string>> {
  if (!Array.isArray(value)) return [];
  const records: Array<Record<K, string>> = [];
  for (const item of value) {
    const record = pickStrings(item, keys);
    if (record !== null) records.push(record);
  }
  return records;
}

function pickStrings<K extends string>(item: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof item !== 'object' || item === null) return null;
  const fields = new Map<string, unknown>(Object.entries(item));
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = fields.get(key);
    if (typeof field !== 'string') return null;
    picked[key] = field;
  }
  return picked as Record<K, string>;
}
