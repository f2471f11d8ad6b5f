import type { CslItem } from '@galley/contracts';

// "Phys. Rev. D 88 (2013) 10", "Phys. Lett. B 716 (2012) 1-29", "Nucl. Phys. B 360 (1991) 145": physics and
// much of chemistry print volume, year in brackets, then the first page or article number, ending the citation
// (before a DOI, URL, arXiv id or bracket, if any).
const VOLUME_YEAR_PAGE =
  /(?<![\w.-])(?:(\p{Lu})\s+)?(\d{1,5})\s*\(((?:1[5-9]|20)\d\d)\)\s*,?\s*(?:pp?\.\s*)?([A-Za-z]?\d+[A-Za-z]?(?:\s*[-–]\s*[A-Za-z]?\d+[A-Za-z]?)?)(?=\s*[.,;]?\s*(?:$|doi\b|https?:|arxiv\b|\[|\())/iu;

/**
 * Reads the "volume (year) page" tail the tagger can mislabel (the page taken as part of the date, or as the
 * volume, so "88 (2013) 10" gave volume 10). The pattern is specific enough to override the tagger's volume and
 * page; a section letter before the volume ("Phys. Lett. B") joins the journal name it belongs to.
 */
export function readVolumeYearPage(source: string, item: CslItem): void {
  if (!source.includes('(')) return;
  const match = VOLUME_YEAR_PAGE.exec(source);
  if (!match?.[2] || !match[3] || !match[4]) return;
  const [, section, volume, year, page] = match;
  const confidence = item.confidence ?? {};
  item.volume = volume;
  item.page = page.replace(/\s*[-–]\s*/, '-');
  delete item.issue;
  confidence.volume = Math.max(confidence.volume ?? 0, 0.9);
  confidence.page = Math.max(confidence.page ?? 0, 0.9);
  if (item.issued?.['date-parts']?.[0]?.[0] !== Number(year)) {
    item.issued = { 'date-parts': [[Number(year)]] };
    confidence.issued = 0.9;
  }
  const journal = item['container-title'];
  if (section && journal && !journal.endsWith(` ${section}`)) {
    // Only when the journal is printed right before the letter ("Phys. Lett. B 716"), as the source shows.
    const at = source.indexOf(journal);
    const between = at >= 0 ? source.slice(at + journal.length, match.index + match[0].indexOf(volume)) : '';
    if (/^\.?\s*\p{Lu}\s+$/u.test(between)) item['container-title'] = `${journal}${between.trimEnd()}`;
  }
  item.confidence = confidence;
}
