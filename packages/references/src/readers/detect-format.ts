import type { ReferenceFormat } from './reference-format.ts';

/** Guesses the format of a file from its first characters (used when the caller does not say). */
export function detectFormat(text: string): ReferenceFormat {
  const head = text
    .replace(/^\uFEFF/, '')
    .slice(0, 4000)
    .trimStart();
  if (/^[[{]/.test(head)) return 'csl-json';
  if (/^<\?xml|^<xml>/.test(head) && /<records>|<record>/.test(head)) return 'endnote-xml';
  if (/^PMID- /m.test(head)) return 'nbib';
  if (/^TY {2}- ?/m.test(head)) return 'ris';
  if (/^@\w+\s*[{(]/m.test(head)) return 'bibtex';
  return 'text';
}
