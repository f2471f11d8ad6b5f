/**
 * A copy of `target` with the value at a dotted path replaced (`undefined` removes the key): elements
 * nest two settings groups (`abbreviateRule`, `skipRule`), and the reducer never mutates its state.
 */
export function setAtPath<T extends object>(target: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const record = target as Record<string, unknown>;
  const next =
    rest.length === 0 ? value : setAtPath((record[head] as object | undefined) ?? {}, rest.join('.'), value);
  const copy: Record<string, unknown> = { ...record };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as T;
}

/** The value at a dotted path. */
export function getAtPath(target: object, path: string): unknown {
  let current: unknown = target;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
