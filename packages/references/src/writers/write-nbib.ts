import type { CslItem, CslName } from '@galley/contracts';
import { dateParts } from '../model/date-parts.ts';
import { isEtAlName } from '../model/et-al-name.ts';
import { SEASON_NAMES } from '../model/parse-date.ts';
import { nameToText } from './name-to-text.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PUBLICATION_TYPE: Partial<Record<CslItem['type'], string>> = {
  article: 'Preprint',
  dataset: 'Dataset',
  'paper-conference': 'Congress',
};

/** CSL items → PubMed MEDLINE (.nbib) text, the tags PubMed itself exports. */
export function writeNbib(items: CslItem[]): string {
  return items.map(itemToNbib).join('\n');
}

function itemToNbib(item: CslItem): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | undefined) => {
    if (value !== undefined && value !== '')
      lines.push(`${tag.padEnd(4)}- ${value.replace(/\s*[\r\n]+\s*/g, ' ')}`);
  };
  const isBook = item.type === 'book' || item.type === 'chapter';
  add('PMID', item.PMID);
  add('IS', item.ISSN ?? item.ISBN);
  add('VI', item.volume);
  add('IP', item.issue);
  add('DP', medlineDate(item));
  if (item.type === 'book') add('BTI', item.title);
  else add('TI', item.title);
  if (item.type === 'chapter') add('BTI', item['container-title']);
  add('PG', item.page);
  if (item.number) add('LID', item.number);
  if (item.pii) add('LID', `${item.pii} [pii]`);
  if (item.DOI) add('LID', `${item.DOI} [doi]`);
  add('AB', item.abstract);
  for (const name of item.author ?? []) {
    // A list cut short ends "AU  - et al.", as MEDLINE's own older records do (read back as the et-al mark).
    if (isEtAlName(name)) add('AU', 'et al.');
    else if (name.literal) add('CN', name.literal);
    else {
      add('FAU', nameToText(name));
      add('AU', shortName(name));
    }
  }
  for (const name of item.editor ?? []) {
    add('FED', nameToText(name));
    add('ED', shortName(name));
  }
  add('LA', item.language);
  add('PT', PUBLICATION_TYPE[item.type] ?? (isBook ? 'Book' : 'Journal Article'));
  if (!isBook) {
    add('TA', item['container-title-short']);
    add('JT', item['container-title']);
  }
  add('PB', item.publisher);
  if (isBook) add('PL', item['publisher-place']);
  add('EN', item.edition);
  for (const keyword of item.keyword?.split(', ') ?? []) add('OT', keyword);
  add('PMC', item.PMCID);
  return `${lines.join('\n')}\n`;
}

/** "Smith JA" from family "Smith", given "John Andrew" (or "J. A."). */
function shortName(name: CslName): string {
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  const initials = (name.given ?? '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((part) => (/^\p{Lu}+$/u.test(part) && part.length <= 3 ? part : part.charAt(0).toUpperCase()))
    .join('');
  return [family, initials, name.suffix].filter(Boolean).join(' ');
}

function medlineDate(item: CslItem): string | undefined {
  const { year, month, day } = dateParts(item.issued);
  if (year === undefined) return item.issued?.raw;
  const season =
    typeof item.issued?.season === 'number' ? SEASON_NAMES[item.issued.season] : item.issued?.season;
  return [String(year), month ? MONTHS[month - 1] : season, month && day ? String(day) : undefined]
    .filter(Boolean)
    .join(' ');
}
