import type { CslItem, CslName } from '@galley/contracts';
import { dateParts } from '../model/date-parts.ts';
import { isEtAlName } from '../model/et-al-name.ts';
import { CSL_TO_BIBTEX_TYPE } from '../readers/bibtex-types.ts';

// Any dash between two pages, spaced or doubled ("1760–1763", "1760 - 1763", "1760--1763"): one hyphen before escaping.
const RANGE_DASH = /\s*[-‐‑‒–—]+\s*/g;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** CSL items → BibTeX (BibLaTeX-compatible fields; Unicode kept, LaTeX specials escaped). */
export function writeBibtex(items: CslItem[]): string {
  const keys = new Map<string, number>();
  return items.map((item) => itemToBibtex(item, uniqueKey(citationKey(item), keys))).join('\n');
}

function itemToBibtex(item: CslItem, key: string): string {
  const fields: [string, string][] = [];
  const add = (name: string, value: string | undefined, verbatim = false) => {
    if (value !== undefined && value !== '')
      fields.push([name, verbatim ? value.replace(/[{}]/g, '') : escapeLatex(value)]);
  };
  if (item.author?.length) fields.push(['author', item.author.map(nameToBibtex).join(' and ')]);
  if (item.editor?.length) fields.push(['editor', item.editor.map(nameToBibtex).join(' and ')]);
  // Double braces keep the title's case as written: casing is the formatter's decision, not BibTeX's.
  if (item.title) fields.push(['title', `{${escapeLatex(item.title)}}`]);
  const containerField =
    item.type === 'article-journal' || item.type.startsWith('article-') ? 'journal' : 'booktitle';
  add(containerField, item['container-title']);
  add('shortjournal', item['container-title-short']);
  const { year, month, day } = dateParts(item.issued);
  if (year !== undefined) {
    add('year', String(year));
    if (month) fields.push(['month', MONTHS[month - 1] ?? String(month)]);
    if (month)
      add(
        'date',
        [year, month, day]
          .filter((part) => part !== undefined)
          .map((part, index) => (index ? String(part).padStart(2, '0') : String(part)))
          .join('-'),
      );
  }
  add('volume', item.volume);
  add('number', item.issue);
  // A range's dash is TeX's en dash, "--", written after the escaping (which keeps two hyphens two hyphens).
  if (item.page) fields.push(['pages', escapeLatex(item.page.replace(RANGE_DASH, '-')).replace(/-/g, '--')]);
  add('eid', item.number);
  add('doi', item.DOI, true);
  add('url', item.URL, true);
  add('pmid', item.PMID);
  add('pmcid', item.PMCID);
  add('pii', item.pii);
  add('issn', item.ISSN);
  add('isbn', item.ISBN);
  // Braced: BibLaTeX splits publisher lists at " and ".
  if (item.publisher) fields.push(['publisher', `{${escapeLatex(item.publisher)}}`]);
  add('address', item['publisher-place']);
  add('edition', item.edition);
  add('language', item.language);
  add('abstract', item.abstract);
  add('keywords', item.keyword);
  add('note', item.note);
  const body = fields
    .map(([name, value]) => `  ${name} = ${name === 'month' ? value : `{${value}}`}`)
    .join(',\n');
  return `@${CSL_TO_BIBTEX_TYPE[item.type]}{${key},\n${body}\n}\n`;
}

function nameToBibtex(name: CslName): string {
  // BibTeX's own mark of a list cut short: "Garcia, M. and others".
  if (isEtAlName(name)) return 'others';
  if (name.literal) return `{${escapeLatex(name.literal)}}`;
  // BibTeX's "von" part: both particles lead the family name ("van Beethoven, Ludwig").
  const family = escapeLatex(
    [name['dropping-particle'], name['non-dropping-particle'], name.family].filter(Boolean).join(' '),
  );
  const parts = [protectAnd(family)];
  if (name.suffix) parts.push(escapeLatex(name.suffix));
  if (name.given) parts.push(protectAnd(escapeLatex(name.given)));
  return parts.join(', ');
}

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // In TeX's default font encoding "<" and ">" print as "¡" and "¿".
  '<': '\\textless{}',
  '>': '\\textgreater{}',
};

function escapeLatex(text: string): string {
  return (
    text
      .replace(/[\\{}&%$#_~^<>]/g, (char) => LATEX_SPECIALS[char] ?? char)
      // "--" is an en dash in TeX; an empty group keeps two hyphens two hyphens.
      .replace(/-(?=-)/g, '-{}')
      .replace(/\s*[\r\n]+\s*/g, ' ')
  );
}

/** " and " separates names in BibTeX; inside one name part it must be braced. */
function protectAnd(part: string): string {
  return /\band\b/i.test(part) ? `{${part}}` : part;
}

function citationKey(item: CslItem): string {
  const first = item.author?.[0];
  const name = (first?.family ?? first?.literal ?? 'ref')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return `${name || 'ref'}${dateParts(item.issued).year ?? ''}`;
}

function uniqueKey(key: string, seen: Map<string, number>): string {
  const count = seen.get(key) ?? 0;
  seen.set(key, count + 1);
  return count === 0
    ? key
    : `${key}${String.fromCharCode(96 + Math.min(count, 26))}${count > 26 ? count : ''}`;
}
