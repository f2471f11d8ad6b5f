import { ARTICLE_WITHOUT_VOLUME, type CslItem, type ReferenceTemplate } from '@galley/contracts';
import { appendRun, trimTrailingSpace } from './append-run.ts';
import { conditionFails } from './condition-fails.ts';
import { elementValue } from './element-value.ts';
import { bridgeGap, closeAfterGap, type Gap, widenGap } from './gaps.ts';
import { runsToHtml } from './runs-to-html.ts';
import type { TextRun } from './text-run.ts';
import { flipQuotes, typographicQuotes } from './typographic-quotes.ts';

// Elements whose text is prose or names, where straight quotes become typographic; never DOIs or numbers.
const PROSE = new Set(['author', 'title', 'journal', 'container', 'editor', 'publisher', 'event', 'genre']);

/** One reference formatted three ways: runs (for .docx), plain text, and HTML with <i>/<b>. */
export interface FormattedReference {
  runs: TextRun[];
  text: string;
  html: string;
}

/**
 * Formats one item with an element template (spec §3): each element prints prefix, label ("keywords before"),
 * value and suffix — or its missing-text fallback, or nothing — then a space, tab or nothing after it. Where
 * elements are left out, the punctuation around the gap is mended (gaps.ts).
 * `number` is the item's position in the list (1-based).
 */
export function formatReference(item: CslItem, template: ReferenceTemplate, number = 1): FormattedReference {
  const runs: TextRun[] = [];
  // Elements left out since the last one printed: the punctuation around them is mended (see gaps.ts).
  let gap: Gap | undefined;
  let begun = false;
  // An item type with a layout of its own (a book, a web page) is printed in that order (issue 18).
  const elements =
    template.layouts?.[item.type] ??
    (item.type === 'article-journal' && !item.volume?.trim()
      ? template.layouts?.[ARTICLE_WITHOUT_VOLUME]
      : undefined) ??
    template.elements;
  let endMark = template.end;
  for (const element of elements) {
    if (conditionFails(item, element)) {
      if (begun) gap = widenGap(gap, element, true);
      continue;
    }
    const value = elementValue(item, element, number);
    const raw = value ?? (element.missingText || undefined);
    if (raw !== undefined && element.element !== 'number')
      endMark = element.element === 'url' && element.noEndMark ? '' : template.end;
    if (raw === undefined) {
      // A gap opens after the reference has begun: the list number alone is not a part to close.
      if (begun) gap = widenGap(gap, element);
      continue;
    }
    if (element.element !== 'number') begun = true;
    let prefix = element.prefix;
    if (gap) {
      prefix = bridgeGap(runs, gap, prefix, element.keywordsBefore, raw);
      gap = undefined;
    }
    const typographic = PROSE.has(element.element) ? typographicQuotes(raw) : raw;
    const shown =
      element.element === 'title' && element.flipInnerQuotes ? flipQuotes(typographic) : typographic;
    const { italic, bold } = element;
    appendRun(runs, { text: prefix });
    const single =
      element.element === 'page' && element.singlePageKeyword !== undefined && !/[-–,]/.test(shown);
    // A report number labelled by its genre ("Technical report no.: 12") carries its label in the value.
    const labelled = element.element === 'report-number' && element.genreLabel !== undefined && item.genre;
    appendRun(runs, {
      text: single ? (element.singlePageKeyword ?? '') : labelled ? '' : element.keywordsBefore,
      italic,
      bold,
    });
    appendRun(runs, { text: shown, italic, bold });
    appendRun(runs, { text: element.suffix });
    if (element.element === 'number') {
      appendRun(runs, { text: element.after === 'tab' ? '\t' : element.after === 'space' ? ' ' : '' });
    } else if (element.spaceAfter) appendRun(runs, { text: ' ' });
  }
  if (gap) closeAfterGap(runs, gap, elements);
  trimTrailingSpace(runs);
  // citeproc lets a group's closing ";" or ":" absorb the entry's full stop (MDPI's books end "…, 2017;").
  if (endMark && !(endMark === '.' && /[;:]$/.test(runs[runs.length - 1]?.text ?? '')))
    appendRun(runs, { text: endMark });
  // Loops rather than filter/map/join: this runs for every reference of every formatted list.
  const cleaned: TextRun[] = [];
  let text = '';
  for (const run of runs) {
    if (run.text === '') continue;
    cleaned.push(run);
    text += run.text;
  }
  return { runs: cleaned, text, html: runsToHtml(cleaned) };
}
