import type { CslItem, LayoutElement, PubdateElement, TemplateElement } from '@galley/contracts';
import { toTitleCase } from '../../text-case/to-title-case.ts';
import { renderAuthors } from './render-authors.ts';
import { renderPubdate } from './render-pubdate.ts';
import { renderTitle } from './render-title.ts';

/** The elements only per-type layouts have (issue 18): the parts of books, reports, web pages and the like. */
export type TypePartElement = Exclude<LayoutElement, TemplateElement>;

/** The text of one of those elements for an item, or undefined when the item lacks it. */
export function renderTypePart(item: CslItem, element: TypePartElement): string | undefined {
  switch (element.element) {
    case 'publisher':
      return capitalized(item.publisher?.trim(), element.capitalizeFirst);
    case 'place': {
      const place = item['publisher-place']?.trim();
      return capitalized(
        place && element.case === 'title' ? toTitleCase(place) : place,
        element.capitalizeFirst,
      );
    }
    case 'edition': {
      const edition = item.edition?.trim();
      if (!edition) return undefined;
      return (element.ordinal && /^\d+$/.test(edition) ? ordinal(Number(edition)) : edition) + element.label;
    }
    case 'editor': {
      const names = item.editor?.filter((name) => name.literal || name.family || name.given) ?? [];
      if (names.length === 0) return undefined;
      const list = renderAuthors({ ...item, author: names }, { ...element, element: 'author' });
      const label = names.length > 1 ? element.pluralLabel : element.singularLabel;
      if (!list) return undefined;
      return element.labelBefore ? label + list : list + label;
    }
    case 'container': {
      const title = item['container-title'];
      if (!title) return undefined;
      const shown = element.stripPeriods ? title.replace(/\./g, '') : title;
      return renderTitle({ ...item, title: shown }, TITLE_DEFAULTS[element.case]);
    }
    case 'url':
      return item.URL?.trim() || undefined;
    case 'accessed':
      return item.accessed
        ? renderPubdate({ ...item, issued: item.accessed }, element as unknown as PubdateElement)
        : undefined;
    case 'report-number': {
      const number = item.number?.trim();
      if (!number) return undefined;
      const genre = element.genreLabel !== undefined ? item.genre?.trim() : undefined;
      if (!genre) return number;
      return `${element.genreTitleCase ? toTitleCase(genre) : genre}${element.genreLabel}${number}`;
    }
    case 'event':
      return item['event-title']?.trim() || undefined;
    case 'genre':
      return item.genre?.trim() || undefined;
    case 'text':
      return element.value || undefined;
  }
}

/** The value, its first letter in capitals when asked (CSL's capitalize-first); undefined when empty. */
function capitalized(value: string | undefined, first: boolean): string | undefined {
  if (!value) return undefined;
  return first ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** "2" → "2nd", "11" → "11th", "23" → "23rd", as CSL's en-US ordinal terms. */
function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

const titleElement = (textCase: 'as-is' | 'sentence' | 'title' | 'upper' | 'lower') => ({
  element: 'title' as const,
  case: textCase,
  prefix: '',
  suffix: '',
  italic: false,
  bold: false,
  keywordsBefore: '',
  missingText: '',
  spaceAfter: true,
  removeRomanNumeral: false,
  removeSubtitle: false,
  addPeriod: false,
  lowercaseExceptFirst: false,
  flipInnerQuotes: false,
});
const TITLE_DEFAULTS = {
  'as-is': titleElement('as-is'),
  sentence: titleElement('sentence'),
  title: titleElement('title'),
  upper: titleElement('upper'),
  lower: titleElement('lower'),
};
