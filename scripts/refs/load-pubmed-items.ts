import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { CslItem } from '@galley/contracts';
import { readNbib } from '../../packages/references/src/readers/read-nbib.ts';
import { pubmedXmlItems } from './pubmed-xml-items.ts';
import { sharedDataPath } from './shared-data-path.ts';

/** Every PubMed record of the shared corpus (efetch XML, then the MEDLINE file for PMIDs the XML lacks). */
export function loadPubmedItems(): Map<string, CslItem> {
  const gunzip = (relative: string) => gunzipSync(fs.readFileSync(sharedDataPath(relative))).toString('utf8');
  const items = new Map<string, CslItem>();
  for (const item of pubmedXmlItems(gunzip('pubmed/pubmed-articles.xml.gz')))
    if (item.PMID) items.set(item.PMID, item);
  for (const item of readNbib(gunzip('pubmed/medline-records.txt.gz'), { maxBytes: Number.POSITIVE_INFINITY })
    .items) {
    // readNbib numbers its items 1, 2, …; the PMID is the id here, as for the XML records.
    if (item.PMID && !items.has(item.PMID)) items.set(item.PMID, { ...item, id: item.PMID });
  }
  return items;
}

/** The dev reference strings: (cited PMID, string as printed). */
export function loadDevStrings(): { pmid: string; text: string }[] {
  const rows = gunzipSync(
    fs.readFileSync(sharedDataPath('references/reference-strings-with-pmid.dev.tsv.gz')),
  )
    .toString('utf8')
    .split('\n')
    .slice(1);
  return rows.flatMap((row) => {
    const [pmid, text] = row.split('\t');
    return pmid && text ? [{ pmid, text }] : [];
  });
}
