/**
 * Narrows a `t(key, { returnObjects: true })` result to a list of strings. Anything else (a missing key returns
 * the key itself) yields an empty list, so a broken catalogue renders nothing rather than crashing.
 */
export function readStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}
