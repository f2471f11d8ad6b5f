import type { CslItem, ReferenceField } from '@galley/contracts';
import { parseDate } from '../model/parse-date.ts';
import { cleanField } from './clean-field.ts';
import { parseAuthorList } from './parse-author-list.ts';
import type { TaggedSpan } from './tagged-spans.ts';
import type { TokenLabel } from './token-labels.ts';

const VOLUME = /(?:\bvol(?:ume)?\.?\s*)?([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–]\s*\d+)?|\b[IVXLC]+\b)/i;
const PAGES = /([A-Za-z]{0,2}\d+[A-Za-z]?)(?:\s*(?:[-–—‐‑]|to)+\s*([A-Za-z]{0,2}\d+[A-Za-z]?))?/;
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
        const names = parseAuthorList(span.text);
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
        const container = text.replace(/^(?:in:?|published in:?)\s+/i, '');
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
        const volume = VOLUME.exec(text)?.[1];
        if (volume) {
          item.volume = volume.replace(/\s+/g, '');
          found(confidence, 'volume', span);
        }
        // "12(3)" labelled whole as volume, as anystyle labels it.
        const inner = /\d\s*\(([^)]+)\)/.exec(text)?.[1];
        if (inner && !spans.has('issue')) {
          item.issue = inner.trim();
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
        const pages = PAGES.exec(text.replace(/^(?:pp?|pages?|s|art(?:icle)?\.?(?:\s*no)?)\.?\s*/i, ''));
        if (!pages?.[1]) break;
        item.page = pages[2] ? `${pages[1]}-${pages[2]}` : pages[1];
        found(confidence, 'page', span);
        break;
      }
      case 'edition':
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
