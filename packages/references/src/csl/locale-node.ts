import { type CslNode, cslNode } from './csl-node.ts';
import type { LocaleTerm } from './locale-terms.ts';

/** The style's <locale> overriding the given terms (the last of each name and form wins), or undefined. */
export function localeNode(terms: LocaleTerm[]): CslNode | undefined {
  const byKey = new Map<string, LocaleTerm>();
  for (const term of terms) byKey.set(`${term.name}/${term.form ?? 'long'}`, term);
  if (byKey.size === 0) return undefined;
  const nodes = [...byKey.values()].map((term) => {
    const attrs = { name: term.name, form: term.form && term.form !== 'long' ? term.form : undefined };
    if (term.single !== undefined || term.multiple !== undefined) {
      return cslNode('term', attrs, [
        cslNode('single', { '#text': term.single ?? '' }),
        cslNode('multiple', { '#text': term.multiple ?? '' }),
      ]);
    }
    return cslNode('term', { ...attrs, '#text': term.text ?? '' });
  });
  return cslNode('locale', { 'xml:lang': 'en' }, [cslNode('terms', {}, nodes)]);
}
