import type { AuthorElement } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import type { LocaleTerm } from './locale-terms.ts';

/** CSL's initialize-with for an initials rule: "" (JA), " " (J A), "." (J.A.), ". " (J. A.). */
export function initializeWith(rule: AuthorElement['abbreviateRule']): string {
  return `${rule.period ? '.' : ''}${rule.space ? ' ' : ''}`;
}

/** The <names> of the author element, with the terms it needs ("and", "et al.") and what CSL cannot say. */
export function namesNode(
  element: AuthorElement,
  terms: LocaleTerm[],
  warnings: CslWarning[],
  variable = 'author',
): CslNode {
  const and = /^(\s*,)?\s*(.*?)\s*$/.exec(element.andLastTerm);
  const andWord = and?.[2] ?? '';
  if (andWord) terms.push({ name: 'and', text: andWord });
  const etAl = /^(\s*[,;])?\s*(.*?)\s*$/.exec(element.etAlTerm);
  const truncates = element.maxDisplayCount > 0;
  if (truncates && etAl?.[2]) terms.push({ name: 'et-al', text: etAl[2] });
  if (element.invertOtherAuthors && !element.invertFirstAuthor) {
    warnings.push({ code: 'export-unsupported-setting', detail: 'author: invert other authors only' });
  }
  if (element.normalizeAuthorName) {
    warnings.push({ code: 'export-unsupported-setting', detail: 'author: normalize author names' });
  }
  const initials = element.abbreviateFirstName || element.punctuateInitials;
  const name = cslNode('name', {
    form: element.lastNameOnly ? 'short' : undefined,
    and: andWord ? 'text' : undefined,
    delimiter: element.betweenAuthors,
    'delimiter-precedes-last': andWord
      ? and?.[1]
        ? element.contextualAndLast
          ? 'contextual'
          : 'always'
        : 'never'
      : undefined,
    'name-as-sort-order': element.invertFirstAuthor
      ? element.invertOtherAuthors
        ? 'all'
        : 'first'
      : undefined,
    'sort-separator': element.invertFirstAuthor ? element.delimiter : undefined,
    initialize: initials && !element.abbreviateFirstName ? 'false' : undefined,
    'initialize-with': initials ? initializeWith(element.abbreviateRule) : undefined,
    'et-al-min': truncates ? String(element.maxDisplayCount + 1) : undefined,
    'et-al-use-first': truncates ? String(element.skipRule.keepFirst) : undefined,
    'et-al-use-last': truncates && element.skipRule.keepLast ? 'true' : undefined,
    'delimiter-precedes-et-al': truncates ? (etAl?.[1] ? 'always' : 'never') : undefined,
  });
  return cslNode('names', { variable, ...fontAttributes(element) }, [name]);
}

/** font-style and font-weight of an element's italic and bold. */
export function fontAttributes(element: {
  italic: boolean;
  bold: boolean;
}): Record<string, string | undefined> {
  return {
    'font-style': element.italic ? 'italic' : undefined,
    'font-weight': element.bold ? 'bold' : undefined,
  };
}
