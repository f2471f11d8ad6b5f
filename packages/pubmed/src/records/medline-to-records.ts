import { readNbib } from '@galley/references';
import type { LinkedNotice, PubmedRecord } from './pubmed-record.ts';
import { retractionFlags } from './retraction-flags.ts';

/**
 * MEDLINE (NBIB) text → records. The CSL item comes from @galley/references' reader (one mapping of MEDLINE tags
 * in the codebase); publication types and comment/correction links are read here from the raw tags it does not keep.
 */
export function medlineToRecords(text: string): PubmedRecord[] {
  const records: PubmedRecord[] = [];
  for (const chunk of text.split(/\r?\n(?=PMID- )/)) {
    const tags = readTags(chunk);
    const pmid = tags.get('PMID')?.[0];
    if (!pmid) continue;
    const item = readNbib(chunk).items[0];
    if (!item) continue;
    item.id = pmid;
    const publicationTypes = tags.get('PT') ?? [];
    records.push({
      pmid,
      item,
      publicationTypes,
      ...retractionFlags(publicationTypes, notices(tags.get('RIN')), notices(tags.get('ROF'))),
      errata: notices(tags.get('EIN')),
      linkedPmids: LINK_TAGS.flatMap((tag) => notices(tags.get(tag)).flatMap((notice) => notice.pmid ?? [])),
    });
  }
  return records;
}

// MEDLINE's comment/correction tags (CommentsCorrections in the XML), each value ending "PMID: 123".
const LINK_TAGS = [
  'CON',
  'CIN',
  'EIN',
  'EFR',
  'CRI',
  'CRF',
  'RIN',
  'ROF',
  'RPI',
  'RPF',
  'UIN',
  'UOF',
  'SPIN',
  'ORI',
];

/** Tag → values, continuation lines (six spaces) joined to the value above. */
function readTags(chunk: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  let last: string[] | undefined;
  for (const line of chunk.split(/\r?\n/)) {
    const tagged = line.match(/^([A-Z]{2,4})\s*- (.*)$/);
    if (tagged) {
      const [, tag = '', value = ''] = tagged;
      last = tags.get(tag) ?? [];
      tags.set(tag, last);
      last.push(value.trim());
    } else if (last && /^\s{2,}\S/.test(line)) {
      last[last.length - 1] = `${last[last.length - 1]} ${line.trim()}`;
    }
  }
  return tags;
}

/** "Nature. 2020;1:2. PMID: 123" → { source: "Nature. 2020;1:2.", pmid: "123" }. */
function notices(values: string[] | undefined): LinkedNotice[] {
  return (values ?? []).map((value) => {
    const pmid = value.match(/PMID:\s*(\d+)/)?.[1];
    const source = value.replace(/\s*PMID:\s*\d+.*$/, '').trim();
    return pmid ? { source, pmid } : { source };
  });
}
