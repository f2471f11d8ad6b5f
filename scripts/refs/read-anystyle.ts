import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';
import type { LabelledString } from './labelled-string.ts';

// anystyle's tags → ours. Translators, directors and producers are names like editors; the rest is note.
const TAGS: Record<string, TokenLabel> = {
  author: 'author',
  editor: 'editor',
  translator: 'editor',
  director: 'editor',
  producer: 'editor',
  title: 'title',
  journal: 'container',
  'container-title': 'container',
  'collection-title': 'collection',
  date: 'date',
  volume: 'volume',
  pages: 'pages',
  doi: 'doi',
  url: 'url',
  publisher: 'publisher',
  location: 'location',
  edition: 'edition',
  note: 'note',
  genre: 'note',
  medium: 'note',
  source: 'note',
  isbn: 'note',
  'citation-number': 'number',
};

/**
 * anystyle's labelled XML (one <sequence> per reference, one element per field, in printed order) → labelled
 * strings. anystyle folds the issue into `volume` ("12(3)", "Vol. 9, No. 2"); we split it out so the tagger
 * learns an issue label from these strings too.
 */
export function readAnystyle(xml: string): LabelledString[] {
  const strings: LabelledString[] = [];
  for (const sequence of xml.matchAll(/<sequence>([\s\S]*?)<\/sequence>/g)) {
    let text = '';
    const labels: (TokenLabel | undefined)[] = [];
    for (const field of (sequence[1] ?? '').matchAll(/<([\w-]+)>([\s\S]*?)<\/\1>/g)) {
      const label = TAGS[field[1] ?? ''] ?? 'note';
      const value = decode(field[2] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!value) continue;
      if (text) {
        text += ' ';
        labels.push(undefined);
      }
      const fieldLabels = new Array<TokenLabel>(value.length).fill(label);
      if (label === 'volume') {
        markIssue(value, fieldLabels);
        markPagesAndYear(value, fieldLabels);
      }
      text += value;
      labels.push(...fieldLabels);
    }
    if (text) strings.push({ text, labels });
  }
  return strings;
}

function markIssue(value: string, labels: TokenLabel[]): void {
  const patterns = [/\d\s*(\([^)]{1,15}\))/, /\b(?:[Nn]o|[Ii]ssue|[Nn]r|[Hh]eft)\.?\s*\w+/];
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (!match) continue;
    const part = match[1] ?? match[0];
    const start = match.index + match[0].indexOf(part);
    labels.fill('issue', start, start + part.length);
  }
}

// anystyle's labellers sometimes take the pages after the colon ("86(11):2278–2324", "51:197–204") and the year
// before the semicolon ("2012;30(15):") into the volume; elsewhere they label them pages and date, as every style's
// value is. A span convention, not a value: read as the pages and the date they are.
const PAGES_AFTER_COLON = /:\s*([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]\s*[A-Za-z]?\d+[A-Za-z]?)?)[\s.,;]*$/;
const YEAR_BEFORE_SEMICOLON = /^((?:1[5-9]|20)\d\d)\s*;/;

function markPagesAndYear(value: string, labels: TokenLabel[]): void {
  const pages = PAGES_AFTER_COLON.exec(value);
  if (pages?.[1]) {
    const start = pages.index + pages[0].indexOf(pages[1]);
    labels.fill('pages', start, start + pages[1].length);
  }
  const year = YEAR_BEFORE_SEMICOLON.exec(value);
  if (year?.[1]) labels.fill('date', 0, year[1].length);
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
