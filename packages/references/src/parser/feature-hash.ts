/** FNV-1a hash of a string, 32 bits: the value part of a feature, computed once per distinct token text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A feature id from a template number and up to three value hashes, folded to 30 bits so V8 keeps it a small
 * integer (fast Map keys, no string built per feature — the parser looks up some 20 features per token).
 */
export function featureId(template: number, a: number, b = 0, c = 0): number {
  let hash = Math.imul(template + 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ a, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 15) ^ b, 0x27d4eb2f);
  hash = Math.imul(hash ^ (hash >>> 13) ^ c, 0x165667b1);
  hash ^= hash >>> 16;
  return hash & 0x3fffffff;
}
