import type { LayoutElement, TitleElement } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import { dateNode } from './date-node.ts';
import type { LocaleTerm } from './locale-terms.ts';
import { fontAttributes, namesNode } from './names-node.ts';
import { pageNode } from './page-node.ts';
import { isTypePart, typePartNodes } from './type-part-nodes.ts';

const TEXT_CASE: Record<TitleElement['case'], string | undefined> = {
  'as-is': undefined,
  sentence: 'sentence',
  title: 'title',
  upper: 'uppercase',
  lower: 'lowercase',
};
const LONG_MONTHS = 'January February March April May June July August September October November December';

/** The CSL nodes printing an element's label ("keywords before") and value, without prefix and suffix. */
export function valueNodes(element: LayoutElement, terms: LocaleTerm[], warnings: CslWarning[]): CslNode[] {
  if (isTypePart(element)) return typePartNodes(element, terms, warnings);
  const font = fontAttributes(element);
  const label = element.keywordsBefore ? [cslNode('text', { value: element.keywordsBefore, ...font })] : [];
  const text = (variable: string, extra: Record<string, string | undefined> = {}) => [
    ...label,
    cslNode('text', { variable, ...extra, ...font }),
  ];
  switch (element.element) {
    case 'number':
      return text('citation-number');
    case 'author':
      return [...label, namesNode(element, terms, warnings)];
    case 'title': {
      for (const [on, name] of [
        [element.removeRomanNumeral, 'remove roman numeral'],
        [element.removeSubtitle, 'remove subtitle'],
        [element.lowercaseExceptFirst, 'lowercase except first'],
      ] as const) {
        if (on) warnings.push({ code: 'export-unsupported-setting', detail: `title: ${name}` });
      }
      const quoted = quotedTitle(element);
      return text('title', {
        'text-case': TEXT_CASE[element.case],
        quotes: quoted ? 'true' : undefined,
        suffix: quoted?.inner || undefined,
      });
    }
    case 'volume':
      return text('volume');
    case 'issue': {
      const issue = cslNode(element.enDash ? 'number' : 'text', { variable: 'issue', ...font });
      const body = element.monthWhenMissing
        ? cslNode('choose', {}, [
            cslNode('if', { variable: 'issue' }, [issue]),
            cslNode('else', {}, [
              cslNode('date', { variable: 'issued', ...font }, [
                cslNode('date-part', { name: 'month', form: 'long' }),
              ]),
            ]),
          ])
        : issue;
      if (element.monthWhenMissing) {
        LONG_MONTHS.split(' ').forEach((month, index) => {
          terms.push({ name: `month-${String(index + 1).padStart(2, '0')}`, form: 'long', text: month });
        });
      }
      const parens = element.parentheses ? { prefix: '(', suffix: ')' } : {};
      return [...label, cslNode('group', parens, [body])];
    }
    case 'pubdate':
      return [...label, dateNode(element, terms)];
    case 'page':
      if (element.usePiiWhenMissing) {
        warnings.push({ code: 'export-unsupported-setting', detail: 'page: use PII when missing' });
      }
      return pageNode(element, terms);
    case 'doi':
      return text('DOI');
    case 'pmid':
      return text('PMID');
    case 'pii':
      return [];
    case 'journal':
      return text('container-title', {
        form: element.useAbbreviation ? 'short' : undefined,
        'strip-periods': element.useAbbreviation && !element.dotAfterAbbreviations ? 'true' : undefined,
        'text-case': !element.useAbbreviation && element.titleCase ? 'title' : undefined,
      });
  }
}

/**
 * A title the template wraps in double quotes and whose inner quotes flip: CSL's quotes="true" does both, with
 * the punctuation inside the closing quote (`inner`) as the title's own suffix.
 */
export function quotedTitle(element: TitleElement): { inner: string; after: string } | undefined {
  if (!element.flipInnerQuotes || !element.prefix.endsWith('“')) return undefined;
  const match = /^([.,;:!?]*)”(.*)$/s.exec(element.suffix);
  return match ? { inner: match[1] ?? '', after: match[2] ?? '' } : undefined;
}
