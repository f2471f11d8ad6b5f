import type { CslItem, ReferenceField } from '@galley/contracts';
import { parseDate } from '../model/parse-date.ts';
import { cleanField } from './clean-field.ts';
import { morePages } from './more-pages.ts';
import { parseAuthorList } from './parse-author-list.ts';
import { readVolumeSpan } from './read-volume-span.ts';
import type { TaggedSpan } from './tagged-spans.ts';
import type { TokenLabel } from './token-labels.ts';

// A page or an article number: "123", "S12", "e1003456", "123a", and numbers with an infix ("189ra177",
// Science Translational Medicine's research-article form).
const PAGE = '[A-Za-z]{0,2}\\d+(?:[A-Za-z]{1,3}\\d+|[A-Za-z])?';
const PAGES = new RegExp(`(${PAGE})(?:\\s*(?:[-–—‐‑]|to)+\\s*(${PAGE}))?`);
// The anchored rewrites below run only when the text starts with their first letter: "In:", "Published in",
// "pp.", "S", "Article no." are rare, and a call per span adds up over a list.
// "In: …", "Published in …", and "Paper presented at (the) …" (anystyle's labellers keep the phrase in the
// container; the meeting is the container's value).
const CONTAINER_LEAD =
  /^(?:in:?|published in:?|(?:(?:paper|poster|abstract)s?\s+)?presented\s+at:?(?:\s+the)?)\s+/i;
const LEADING_IN = /^in:?\s+/i;
const STARTS_WITH_PAGES_LEAD = /^pp?\./i;
const MID_PAGES_LEAD = /(?<=[\s,;])pp?\.\s*(?=[A-Za-z]{0,2}\d)/;
// German "S. 12" has its full stop: "S305" is a supplement's page.
const PAGES_LEAD = /^(?:(?:pp?|pages?|art(?:icle)?\.?(?:\s*no)?)\.?|s\.)\s*/i;
const TEXT_FIELDS: Partial<Record<TokenLabel, 'publisher' | 'publisher-place' | 'collection-title'>> = {
  publisher: 'publisher',
  location: 'publisher-place',
  collection: 'collection-title',
};

/**
 * The rules after the tagger: each labelled span becomes CSL values (names split, dates read, "Vol. 12" → 12,
 * "pp. 1477–81" → 1477-81, "(3)" → 3), with the span's confidence for the field.
 */
export function fieldsFromSpans(spans: Map<TokenLabel, TaggedSpan>, item: CslItem): void {
  const confidence = item.confidence ?? {};
  item.confidence = confidence;
  for (const [label, span] of spans) {
    const text = cleanField(span.text);
    if (!text) continue;
    const textField = TEXT_FIELDS[label];
    if (textField) {
      item[textField] = text;
      if (textField !== 'collection-title') found(confidence, textField, span);
      continue;
    }
    switch (label) {
      case 'author':
      case 'editor': {
        // An editor run can start with the "In" before the editors ("in Robert Singh (ed.)"): no given name.
        const names = parseAuthorList(label === 'editor' ? span.text.replace(LEADING_IN, '') : span.text);
        if (names.length === 0) break;
        if (label === 'editor') item.editor = names;
        else {
          item.author = names;
          found(confidence, 'author', span);
        }
        break;
      }
      case 'title':
        item.title = text;
        found(confidence, 'title', span);
        break;
      case 'container': {
        const container = startsWithAnyOf(text, 'ippa') ? text.replace(CONTAINER_LEAD, '') : text;
        if (!container) break;
        item['container-title'] = container;
        found(confidence, 'container-title', span);
        break;
      }
      case 'date': {
        const date = parseDate(text);
        if (!date?.['date-parts']) break;
        item.issued = date;
        found(confidence, 'issued', span);
        break;
      }
      case 'volume': {
        const { volume, issue } = readVolumeSpan(text);
        if (volume) {
          item.volume = volume;
          found(confidence, 'volume', span);
        }
        // "12(3)", "Vol. 9, No. 2" labelled whole as volume, as anystyle labels it.
        if (issue && !spans.has('issue')) {
          item.issue = issue;
          found(confidence, 'issue', span);
        }
        break;
      }
      case 'issue': {
        const issue = text.replace(/^(?:no|issue|nr|n°|heft)\.?\s*/i, '').replace(/[()]/g, '');
        if (!issue) break;
        item.issue = issue;
        found(confidence, 'issue', span);
        break;
      }
      case 'pages': {
        // "13 n. 4, p. 367-390" (a volume and issue taken in): the pages follow their caption.
        // Not when the span starts with its caption: "pp. 24-35 (il manque pp.28-29)".
        const caption =
          text.length > 6 && !STARTS_WITH_PAGES_LEAD.test(text) ? MID_PAGES_LEAD.exec(text) : null;
        const value = caption ? text.slice(caption.index + caption[0].length) : text;
        const bare = startsWithAnyOf(value, 'psa') ? value.replace(PAGES_LEAD, '') : value;
        const pages = PAGES.exec(bare);
        if (!pages?.[1]) break;
        const more = morePages(bare.slice(pages.index + pages[0].length));
        item.page = (pages[2] ? `${pages[1]}-${pages[2]}` : pages[1]) + more;
        found(confidence, 'page', span);
        break;
      }
      case 'edition':
        // anystyle's labellers call a preprint's "[Preprint]" its edition; the type says it (guessReferenceType).
        if (/^\W*preprint\W*$/i.test(text)) break;
        item.edition = text.replace(/\s*(?:ed|edn|edition)\.?$/i, '');
        found(confidence, 'edition', span);
        break;
      default:
        break;
    }
  }
}

/** Records a field's confidence, the span's rounded to 3 decimals (a module function: no closure per call). */
function found(
  confidence: NonNullable<CslItem['confidence']>,
  field: ReferenceField,
  span: TaggedSpan,
): void {
  confidence[field] = Math.round(Math.min(Math.max(span.confidence, 0), 1) * 1000) / 1000;
}

/** Whether the text starts with one of `letters` (lower-case ASCII), in either case. */
function startsWithAnyOf(text: string, letters: string): boolean {
  return letters.includes(String.fromCharCode(text.charCodeAt(0) | 32));
}
