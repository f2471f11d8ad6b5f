import { CANONICAL_PREFIXES, canonicalName } from './canonical-prefixes.ts';
import { type QName, splitQName } from './namespace-scope.ts';

export interface NameCache {
  /** The name split at its colon (throws on a malformed name, see splitQName). */
  qnameOf(name: string): QName;
  /** `local` with its namespace's canonical prefix, or `written` for a namespace the reader ignores. */
  nameOf(uri: string, local: string, written: string): string;
}

/**
 * Split and canonical names, made once per part: a document.xml has a few dozen distinct names over ~100,000
 * elements, and building each anew was much of the parse's allocation. One cache per part, so a hostile part's
 * made-up names go with it.
 */
export function createNameCache(): NameCache {
  const qnames = new Map<string, QName>();
  const names = new Map<string, Map<string, string>>();
  return {
    qnameOf(name) {
      let qname = qnames.get(name);
      if (!qname) {
        qname = splitQName(name);
        qnames.set(name, qname);
      }
      return qname;
    },
    nameOf(uri, local, written) {
      if (!CANONICAL_PREFIXES.has(uri)) return written;
      let byLocal = names.get(uri);
      if (!byLocal) {
        byLocal = new Map();
        names.set(uri, byLocal);
      }
      let name = byLocal.get(local);
      if (name === undefined) {
        name = canonicalName(uri, local, written);
        byLocal.set(local, name);
      }
      return name;
    },
  };
}
