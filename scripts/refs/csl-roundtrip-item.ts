import { type CslItem, PageElement, type ReferenceTemplate } from '@galley/contracts';
import { renderJournal } from '../../packages/references/src/format/elements/render-journal.ts';
import { renderPage } from '../../packages/references/src/format/elements/render-page.ts';

/**
 * The CSL-JSON citeproc-js gets for an item, as eval-citeproc-agreement.ts gives it: our extension fields
 * dropped, pages as a full range (CSL styles shorten ranges themselves), and the journal abbreviation the
 * template prints as the item's short title — CSL takes abbreviations from the data (container-title-short),
 * which is what a CSL item exported from Galley carries. PMCID has no template element; editors print only
 * in per-type layouts.
 */
export function citeprocItem(item: CslItem, template: ReferenceTemplate): Record<string, unknown> {
  const {
    source: _source,
    confidence: _confidence,
    pii: _pii,
    originalNumber: _number,
    PMCID: _pmcid,
    editor,
    ...rest
  } = item;
  const page = item.page
    ? renderPage(item, PageElement.parse({ element: 'page', format: 'full-range' }))
    : undefined;
  const journal = template.elements.find((element) => element.element === 'journal');
  const short =
    journal?.element === 'journal' && journal.useAbbreviation
      ? renderJournal(item, journal)
      : item['container-title-short'];
  // Editors print in the per-type layouts (chapters, books); older CSL processors read a meeting from `event`.
  const layouts = template.layouts ? { editor, event: item['event-title'] } : {};
  return { ...rest, ...layouts, page, 'container-title-short': short, journalAbbreviation: short };
}

/** citeproc-js HTML as plain text: a block's end is a space (the number's margin block), entities decoded. */
export function citeprocText(html: string): string {
  return html
    .replace(/<\/div>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#38;|&amp;/g, '&')
    .replace(/&#60;|&lt;/g, '<')
    .replace(/&#62;|&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
