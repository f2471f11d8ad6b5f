import type { PageElement } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { LocaleTerm } from './locale-terms.ts';
import { fontAttributes } from './names-node.ts';

/** CSL's page-range-format for the element's page format (undefined: the first page only). */
export function pageRangeFormat(element: PageElement): string | undefined {
  switch (element.format) {
    case 'abbreviated':
      return 'minimal';
    case 'two-digits':
      return element.chicagoExceptions ? 'chicago-16' : 'minimal-two';
    case 'full-range':
    case 'first-page-journal-full-other':
      return 'expanded';
    case 'first-page':
      return undefined;
  }
}

/**
 * The pages (or, without pages, the article number) with the element's label: "p. " / "pp. " as the locale's
 * short page term when a single page has its own label, else the label as written.
 */
export function pageNode(element: PageElement, terms: LocaleTerm[]): CslNode[] {
  const font = fontAttributes(element);
  if (!element.enDash) terms.push({ name: 'page-range-delimiter', text: '-' });
  const first = cslNode('text', { variable: 'page-first', ...font });
  const range = cslNode('text', { variable: 'page', ...font });
  const pages =
    element.format === 'first-page'
      ? first
      : element.format === 'first-page-journal-full-other'
        ? cslNode('choose', {}, [
            cslNode('if', { type: 'article-journal' }, [first]),
            cslNode('else', {}, [range]),
          ])
        : range;
  const label = element.keywordsBefore;
  const single = element.singlePageKeyword;
  let pageLabel: CslNode | undefined;
  let numberLabel: CslNode | undefined;
  if (single !== undefined && label) {
    terms.push({ name: 'page', form: 'short', single: single.trimEnd(), multiple: label.trimEnd() });
    const space = /\s*$/.exec(label)?.[0] || undefined;
    pageLabel = cslNode('label', { variable: 'page', form: 'short', suffix: space, ...font });
    numberLabel = single ? cslNode('text', { value: single, ...font }) : undefined;
  } else if (label) {
    pageLabel = cslNode('text', { value: label, ...font });
    numberLabel = pageLabel;
  }
  const withLabel = (labelNode: CslNode | undefined, node: CslNode) =>
    labelNode ? [labelNode, node] : [node];
  return [
    cslNode('choose', {}, [
      cslNode('if', { variable: 'page' }, withLabel(pageLabel, pages)),
      cslNode('else', {}, withLabel(numberLabel, cslNode('text', { variable: 'number', ...font }))),
    ]),
  ];
}
