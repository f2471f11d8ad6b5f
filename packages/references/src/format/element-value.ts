import type { CslItem, LayoutElement } from '@galley/contracts';
import { dateParts } from '../model/date-parts.ts';
import { renderAuthors } from './elements/render-authors.ts';
import { renderJournal } from './elements/render-journal.ts';
import { renderPage } from './elements/render-page.ts';
import { renderPubdate } from './elements/render-pubdate.ts';
import { renderTitle } from './elements/render-title.ts';
import { renderTypePart } from './elements/render-type-part.ts';

const LONG_MONTHS =
  'January February March April May June July August September October November December'.split(' ');

/** The text one element contributes for an item (before prefix, label and suffix), or undefined when missing. */
export function elementValue(item: CslItem, element: LayoutElement, number: number): string | undefined {
  switch (element.element) {
    case 'number':
      return String(element.preserveOriginalIndex ? (item.originalNumber ?? number) : number);
    case 'author':
      return renderAuthors(item, element);
    case 'title':
      return renderTitle(item, element);
    case 'volume':
      return item.volume?.trim() || undefined;
    case 'issue': {
      const trimmed = item.issue?.trim();
      if (!trimmed) {
        const { month } = dateParts(item.issued);
        if (!element.monthWhenMissing || !month) return undefined;
        const name = LONG_MONTHS[month - 1];
        return name && element.parentheses ? `(${name})` : name;
      }
      const issue = element.enDash ? trimmed.replace(/(\d)-(\d)/g, '$1\u2013$2') : trimmed;
      return element.parentheses ? `(${issue})` : issue;
    }
    case 'pubdate':
      return renderPubdate(item, element);
    case 'page':
      return renderPage(item, element);
    case 'doi':
      return item.DOI?.trim() || undefined;
    case 'pii':
      return item.pii?.trim() || undefined;
    case 'pmid':
      return item.PMID?.trim() || undefined;
    case 'journal':
      return renderJournal(item, element);
    default:
      return renderTypePart(item, element);
  }
}
