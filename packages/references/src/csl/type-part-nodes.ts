import type { LayoutElement, TemplateElement } from '@galley/contracts';
import type { TypePartElement } from '../format/elements/render-type-part.ts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import { dateNode } from './date-node.ts';
import type { LocaleTerm } from './locale-terms.ts';
import { fontAttributes, namesNode } from './names-node.ts';

const TEXT_CASE = {
  'as-is': undefined,
  sentence: 'sentence',
  title: 'title',
  upper: 'uppercase',
  lower: 'lowercase',
};

/** Whether a layout element is one of the parts only per-type layouts have (publisher, editors, URL, …). */
export function isTypePart(element: LayoutElement): element is TypePartElement & LayoutElement {
  return !ARTICLE_KINDS.has(element.element);
}
const ARTICLE_KINDS = new Set<string>([
  'number',
  'author',
  'title',
  'volume',
  'issue',
  'pubdate',
  'page',
  'doi',
  'pii',
  'pmid',
  'journal',
] satisfies TemplateElement['element'][]);

/** The CSL nodes printing a per-type part's label ("keywords before") and value, without prefix and suffix. */
export function typePartNodes(
  element: TypePartElement,
  terms: LocaleTerm[],
  warnings: CslWarning[],
): CslNode[] {
  const font = fontAttributes(element);
  const label = element.keywordsBefore ? [cslNode('text', { value: element.keywordsBefore, ...font })] : [];
  const text = (variable: string, extra: Record<string, string | undefined> = {}) => [
    ...label,
    cslNode('text', { variable, ...extra, ...font }),
  ];
  const capitalize = (on: boolean) => (on ? 'capitalize-first' : undefined);
  switch (element.element) {
    case 'publisher':
      return text('publisher', { 'text-case': capitalize(element.capitalizeFirst) });
    case 'place':
      return text('publisher-place', {
        'text-case': element.case === 'title' ? 'title' : capitalize(element.capitalizeFirst),
      });
    case 'edition': {
      const numbered = element.ordinal
        ? cslNode('choose', {}, [
            cslNode('if', { 'is-numeric': 'edition' }, [
              cslNode('number', { variable: 'edition', form: 'ordinal' }),
            ]),
            cslNode('else', {}, [cslNode('text', { variable: 'edition' })]),
          ])
        : cslNode('text', { variable: 'edition' });
      const after = element.label ? [cslNode('text', { value: element.label })] : [];
      return [...label, cslNode('group', font, [numbered, ...after])];
    }
    case 'editor': {
      const names = namesNode({ ...element, element: 'author' }, terms, warnings, 'editor');
      if (element.singularLabel || element.pluralLabel) {
        const form = editorLabelForm(terms, element.singularLabel, element.pluralLabel);
        const labelNode = cslNode('label', { form });
        names.children = element.labelBefore
          ? [labelNode, ...names.children]
          : [...names.children, labelNode];
      }
      return [...label, names];
    }
    case 'container':
      return text('container-title', {
        'text-case': TEXT_CASE[element.case],
        'strip-periods': element.stripPeriods ? 'true' : undefined,
      });
    case 'url':
      return text('URL');
    case 'accessed':
      return [...label, dateNode({ ...element, element: 'pubdate' }, terms, 'accessed')];
    case 'report-number': {
      if (element.genreLabel === undefined) return text('number');
      const genre = cslNode('text', {
        variable: 'genre',
        'text-case': element.genreTitleCase ? 'title' : undefined,
      });
      return [
        cslNode('choose', {}, [
          cslNode('if', { variable: 'genre' }, [genre, cslNode('text', { value: element.genreLabel })]),
          cslNode('else', {}, label),
        ]),
        cslNode('text', { variable: 'number', ...font }),
      ];
    }
    case 'event':
      return text('event-title');
    case 'genre':
      return text('genre');
    case 'text':
      return [cslNode('text', { value: element.value, ...font })];
  }
}

// A style has one editor term per form: layouts with other labels (", Ed." for books, " (Ed.)," for chapters)
// each get a form of their own.
const LABEL_FORMS = ['short', 'long', 'verb', 'verb-short'] as const;
type LabelForm = (typeof LABEL_FORMS)[number];

function editorLabelForm(terms: LocaleTerm[], single: string, multiple: string): LabelForm {
  const editors = terms.filter((term) => term.name === 'editor');
  const same = editors.find((term) => term.single === single && term.multiple === multiple);
  if (same) return same.form ?? 'long';
  const used = new Set(editors.map((term) => term.form ?? 'long'));
  const form = LABEL_FORMS.find((candidate) => !used.has(candidate)) ?? 'short';
  terms.push({ name: 'editor', form, single, multiple });
  return form;
}
