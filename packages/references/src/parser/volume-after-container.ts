import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';
import { wholeNumberCount } from './whole-number.ts';

// A number just after the journal, before the pages or a date: "Mind 59, pp 433–460", "Time 113 21 July 1986:
// 71-72", "Proc. SPIE, 1808, 259-273". Not a year: "Nature, 2006" gives none.
const NUMBER_AFTER = /^\s*[,.]?\s*(\d{1,4})(?=\s*[,:;(]|\s+\d{1,2}\s+\p{L})/u;
// A volume in Roman numerals after the journal's comma, before a comma, colon or bracket: "Psychological Review,
// LXV, 1958, pp. 151-166". Capitals only and a well-formed numeral ("CD", "LL" are not); not a lone "C" or "L",
// a journal's section letter ("Physical Review, C, 2003").
const ROMAN_AFTER =
  /^\s*,\s*(?![CL]\s*[,:;(])(?=[IVXLC])(C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3}))(?=\s*[,:;(])/;
// The journal's only number, last in the string: "Artificial Intelligence, 19." prints the volume of a paper cited
// without its pages (a page alone, without its volume, is not how a journal article is cited). Not a year ("The
// Atlantic, 2019.") nor an article number ("Frontiers in Psychology, 1234."): three digits at most; and not after
// a book's "In" or its editors ("In Sea Atlas, 19." cites a page).
const LAST_NUMBER = /^\s*,\s*(\d{1,3})\.?\s*$/;
const IN_BOOK = /(?:^|[\s.,;:])(?:In|in):?\s|\((?:eds?|hrsg|dir|coord)\.?\)|\beditors?\b/i;

/**
 * The volume printed just after the journal when the tagger read it as part of the date or the journal, and when
 * the item has no volume yet. Also drops an issue that repeats the volume's number from one printed number
 * ("(Vol. 1)" labelled both).
 */
export function volumeAfterContainer(source: string, item: CslItem): void {
  if (item.volume && item.issue === item.volume && wholeNumberCount(source, item.volume) === 1)
    delete item.issue;
  numberInContainer(source, item);
  const container = item['container-title'];
  if (item.volume || !container) return;
  const around = aroundContainer(source, container);
  if (!around) return;
  const { before, after } = around;
  const year = item.issued?.['date-parts']?.[0]?.[0];
  const last = LAST_NUMBER.exec(after)?.[1];
  const inBook = item.editor?.length || IN_BOOK.test(before);
  if (last && !inBook && (item.page === last || !item.page) && !item.issue) {
    item.volume = last;
    if (item.page === last) delete item.page;
    return;
  }
  const roman = ROMAN_AFTER.exec(after)?.[1];
  if (roman) {
    item.volume = roman;
    return;
  }
  const number = NUMBER_AFTER.exec(after)?.[1];
  if (!number || item.page?.startsWith(number) || item.issue === number) return;
  if (String(year) === number || (/^(?:1[5-9]|20)\d\d$/.test(number) && !item.page)) return;
  item.volume = number;
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DAY_MONTH_AFTER = new RegExp(`^\\s+\\d{1,2}\\s+${MONTH}`, 'i');
const MONTH_AFTER = new RegExp(`^\\s+${MONTH}(?:\\s|$)`, 'i');

/**
 * A number the tagger ran into the end of a magazine's name before its date: the volume before a day and month
 * ("Time 113 | 21 July 1986"), the day before a month ("New Yorker 15 | Feb. 1993").
 */
function numberInContainer(source: string, item: CslItem): void {
  const container = item['container-title'];
  const match = container ? /^(.*\S)\s+(\d{1,3})$/.exec(container) : null;
  if (!container || !match?.[1] || !match[2] || item.volume) return;
  const after = aroundContainer(source, container)?.after;
  if (after === undefined) return;
  if (DAY_MONTH_AFTER.test(after)) item.volume = match[2];
  else if (!MONTH_AFTER.test(after)) return;
  item['container-title'] = match[1];
}
