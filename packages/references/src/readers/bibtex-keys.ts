// Characters the BibTeX parser takes in a citation key; others ("(", "$", "#", "?", …) make it drop the entry.
const KEY_CHAR = /[\p{L}\p{N}_:./+\-&*'[\];]/u;
const ENTRY_HEAD = /(@\s*([A-Za-z]+)\s*[{(]\s*)([^,\s{}"=]+)(?=\s*,)/g;
const CROSSREF = /(\bcrossref\s*=\s*[{"]\s*)([^{}",]+?)(?=\s*[}"])/gi;
const NOT_ENTRIES = new Set(['string', 'comment', 'preamble']);

/** BibTeX text whose citation keys (and crossref values) the parser accepts, and the keys as written. */
export interface SafeKeys {
  text: string;
  /** Rewritten key → key as written, for messages and the source text. */
  originals: Map<string, string>;
}

/**
 * Rewrites keys the parser would reject ("smith(2020)", "cost$5") into ones it reads, the same way wherever they
 * occur as a crossref, so that no entry is lost for its key: a key is only a name, never data of the reference.
 */
export function safeBibtexKeys(input: string): SafeKeys {
  const originals = new Map<string, string>();
  const safe = (key: string): string => {
    if ([...key].every((char) => KEY_CHAR.test(char))) return key;
    const rewritten = [...key]
      .map((char) => (KEY_CHAR.test(char) ? char : `_${char.codePointAt(0)?.toString(16)}_`))
      .join('');
    originals.set(rewritten, key);
    return rewritten;
  };
  let text = input.replace(ENTRY_HEAD, (whole, head: string, type: string, key: string) =>
    NOT_ENTRIES.has(type.toLowerCase()) ? whole : `${head}${safe(key)}`,
  );
  if (originals.size > 0 || /crossref/i.test(text))
    text = text.replace(CROSSREF, (_whole, head: string, key: string) => `${head}${safe(key.trim())}`);
  return { text, originals };
}
