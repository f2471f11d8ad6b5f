import type { CslItem } from '@galley/contracts';
import { isEtAlName } from '../model/et-al-name.ts';
import { SEASON_NAMES } from '../model/parse-date.ts';
import { CSL_TO_RIS_TYPE } from '../readers/ris-types.ts';
import { nameToText } from './name-to-text.ts';
import { splitPage } from './split-page.ts';

/**
 * CSL items → RIS (the RIS 2011 tags that EndNote, Zotero and Mendeley all read). Our extension rides in RIS's
 * custom fields: PMID in AN with DB PubMed, PMCID in C2, PII in C4, so our reader gets them back.
 */
export function writeRis(items: CslItem[]): string {
  return items.map(itemToRis).join('\n');
}

function itemToRis(item: CslItem): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | undefined) => {
    // One line per field: exporters disagree on continuation lines, but every reader takes a long line.
    if (value !== undefined && value !== '') lines.push(`${tag}  - ${value.replace(/\s*[\r\n]+\s*/g, ' ')}`);
  };
  add('TY', CSL_TO_RIS_TYPE[item.type]);
  add('TI', item.title);
  // A list cut short ends "AU  - et al." as PubMed's exports write it (our readers take it back as the mark).
  for (const name of item.author ?? []) add('AU', isEtAlName(name) ? 'et al.' : nameToText(name));
  for (const name of item.editor ?? [])
    add(
      item.type === 'chapter' || item.type === 'paper-conference' || item.type === 'book' ? 'A2' : 'ED',
      nameToText(name),
    );
  add('T2', item['container-title']);
  add('J2', item['container-title-short']);
  add('PY', risDate(item));
  add('VL', item.volume);
  add('IS', item.issue);
  if (item.page) {
    const [first, last] = splitPage(item.page);
    add('SP', first);
    add('EP', last);
  }
  add('C7', item.number);
  add('DO', item.DOI);
  add('UR', item.URL);
  add('SN', item.ISSN ?? item.ISBN);
  add('PB', item.publisher);
  add('CY', item['publisher-place']);
  add('ET', item.edition);
  add('LA', item.language);
  add('AB', item.abstract);
  add('N1', item.note);
  for (const keyword of item.keyword?.split(', ') ?? []) add('KW', keyword);
  if (item.PMID) {
    add('AN', item.PMID);
    add('DB', 'PubMed');
  }
  add('C2', item.PMCID);
  add('C4', item.pii);
  lines.push('ER  - ');
  return `${lines.join('\n')}\n`;
}

function risDate(item: CslItem): string | undefined {
  const parts = item.issued?.['date-parts']?.[0];
  if (!parts) return item.issued?.raw;
  const [year, month, day] = parts;
  const pad = (value: number | undefined) => (value === undefined ? '' : String(value).padStart(2, '0'));
  const season =
    typeof item.issued?.season === 'number' ? SEASON_NAMES[item.issued.season] : item.issued?.season;
  return `${year}/${pad(month)}/${pad(day)}/${season ?? ''}`;
}
