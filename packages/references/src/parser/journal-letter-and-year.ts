import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

const CAPTION =
  /^(?:[VTNPS]|VOLS?|NOS?|NR|NUM|PP|PT|PART|SER|SUPPL|TOME|BD|JG|ISS|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)$/;
const YEAR_AT_END = /^(.*\S)\s+((?:1[5-9]|20)\d\d)$/;
const VOLUME_AFTER_YEAR =
  /^\.?\s+((?:1[5-9]|20)\d\d)[a-z]?\s*[,;]\s*(\d+(?:\s*[-–]\s*\d+)?)(?:\s*\(([^)]+)\))?\s*:\s*([A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)/;
// A meeting's or a book's name keeps its year ("Proceedings of ICRA 2006", "In: Advances 2009").
const MEETING =
  /^in\b|proc|conf|congress|symposi|workshop|meeting|colloqu|summit|forum|annual|yearbook|advances/i;

/**
 * The series letter or the last word in capitals of a journal printed apart from the volume ("J Phys Chem B
 * 107:668", "Phys. Rev. B 81, 115120", "PLoS ONE 2(4)"), which the tagger reads as the volume's and the volume's
 * reader drops: it goes back to the journal's name. (Printed against the number, "Society B39", it is the
 * volume's: letterPrefixedVolume.)
 */
export function seriesLetterBeforeVolume(source: string, item: CslItem): void {
  const container = item['container-title'];
  const volume = item.volume;
  if (!container || !volume || !/^\d+$/.test(volume) || /\s[A-Z]$/.test(container)) return;
  const around = aroundContainer(source, container);
  if (!around) return;
  const after = /^\.?\s+([A-Z]|[A-Z]{2,5})(\.?),?\s+(\d+)\b/.exec(around.after);
  if (!after?.[1] || after[3] !== volume) return;
  // "V. 8", "T 114", "N. 2", "P. 12", "VOL 3", "JG 12", "MAR 12": a caption or a month, not a series.
  if (CAPTION.test(after[1])) return;
  item['container-title'] = container + around.after.slice(0, after[0].indexOf(after[1]) + after[1].length);
}

/**
 * BioMed Central's year after the journal's name ("Nat Rev Rheumatol 2009, 5:531"), read as the name's end: it
 * is the date. Not a meeting's or a book's name; the year the item's or the only one.
 */
export function yearAfterJournal(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container || MEETING.test(container)) return;
  const match = YEAR_AT_END.exec(container);
  if (!match?.[1] || !match[2]) return;
  const around = aroundContainer(source, container);
  // A meeting cited "in Oceans 2001, 2001": its name keeps the year.
  if (!around || /\bin:?\s*$/i.test(around.before.slice(-5))) return;
  if (!/^\s*[,;:]\s*(?!(?:1[5-9]|20)\d\d\b)/.test(around.after)) return;
  const year = Number(match[2]);
  const issued = item.issued?.['date-parts']?.[0]?.[0];
  if (issued !== undefined && Number(issued) !== year) return;
  item['container-title'] = match[1];
  if (issued === undefined) item.issued = { 'date-parts': [[year]] };
}

/**
 * BioMed Central's "Journal Year, Volume:Pages" with a volume the tagger took for the date's or the pages' (four
 * digits: "Biochim Biophys Acta 2005, 1744:76-87"; a range: "Chem Biol Interact 2001, 130-132(1-3):673-683"):
 * the volume, its issue and the pages after the colon are read from the string.
 */
export function volumeAfterYear(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container || item.volume) return;
  const after = aroundContainer(source, container)?.after;
  if (after === undefined) return;
  const match = VOLUME_AFTER_YEAR.exec(after);
  if (!match?.[1] || !match[2]) return;
  const year = item.issued?.['date-parts']?.[0]?.[0];
  if (year !== undefined && Number(year) !== Number(match[1])) return;
  // "SIGIR 2019, 2019: 12-21" reads as a meeting and its year as well as "Copeia 1964, 1964:413": left alone.
  if (match[2] === match[1]) return;
  item.volume = match[2].replace(/\s/g, '');
  if (match[3] && !item.issue) item.issue = match[3];
  if (match[4] && (!item.page || item.page.replace(/\s/g, '') === item.volume)) item.page = match[4];
}
