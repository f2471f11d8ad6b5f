import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

// A report's or patent's genre where a journal would be: "Tech. Rep. 18", "Technical report", "US Patent 3,712,959".
const GENRE =
  /^(?:tech(?:nical)?\.?\s*rep(?:ort)?\.?|(?:U\.?S\.?A?\.?|European|provisional)?\s*patent(?:\s*(?:no\.?|№))?|personal communication)$/i;
const PLACE_COLON = /^[^:]{1,40}:/;
const LOWER_CASE_WORD = /(?:^|\s)\p{Ll}/u;
const AFTER_IN = /\bin:?\s*[‘“"']?\s*$/i;
// A volume in roman numerals printed after the journal: "Harvard Business Review, XLIII", "…, X L I".
const ROMAN_TAIL = /,\s*((?:[IVXLC]\s?){1,7})$/;

/**
 * Mends container values the tagger gets wrong in ways the string shows: a book's title taken for a journal, a
 * genre taken for the journal, a
 * roman volume taken into it, and a meeting's number cut off after its hyphen ("Proceedings of IJCAI-89" gave
 * container "Proceedings of IJCAI-" and volume 89).
 */
export function mendContainer(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container) return;
  // A container without a title or pages is a book's title the tagger read as a journal ("Spoken language
  // processing, Vol. 15, Prentice Hall, 2001"); a journal cited without its article's title ("PASJ, 53, 57")
  // prints its pages, and an abbreviated journal ("J Med Virol", "Proc. Natl. Acad. Sci") has no lower-case word.
  // A container with a publisher, or with editors and no authors, and still no title is the edited book itself
  // ("Tester, Keith, ed. The Flâneur. London: Routledge"; "Foley, J. D., …, Computer Graphics: Principles and
  // Practice, pp. 992-996, Addison-Wesley"): journals print no publisher.
  // Not after "in": astronomy cites a chapter by its book alone ("Giovannini G., 2002, in ‘Merging Processes …’,
  // eds. …, Kluwer").
  const book =
    (Boolean(item.publisher) || Boolean(item.editor?.length && !item.author?.length)) &&
    !AFTER_IN.test(aroundContainer(source, container)?.before ?? '');
  if (!item.title && ((!item.page && LOWER_CASE_WORD.test(container)) || book)) {
    item.title = container;
    delete item['container-title'];
    const confidence = item.confidence?.['container-title'];
    if (item.confidence && confidence !== undefined) item.confidence.title = confidence;
    delete item.confidence?.['container-title'];
    return;
  }
  // "Garden City, N.Y.: Doubleday": a place before its publisher's colon is no journal.
  const publisher = item.publisher;
  const rest = aroundContainer(source, container)?.after;
  if (!item['publisher-place'] && publisher && rest !== undefined && PLACE_COLON.test(container + rest)) {
    if (/^\.?\s*:\s*/.exec(rest) && rest.replace(/^\.?\s*:\s*/, '').startsWith(publisher)) {
      item['publisher-place'] = container;
      delete item['container-title'];
      delete item.confidence?.['container-title'];
      return;
    }
  }
  if (GENRE.test(container)) {
    delete item['container-title'];
    delete item.confidence?.['container-title'];
    item.genre = container;
    return;
  }
  trimContainer(item, container);
  const trimmed = item['container-title'] ?? container;
  const roman = item.volume ? undefined : ROMAN_TAIL.exec(trimmed);
  if (roman?.[1]) {
    item['container-title'] = trimmed.slice(0, roman.index);
    item.volume = roman[1].replace(/\s+/g, '');
    return;
  }
  if (item.volume && /[-–]$/.test(trimmed) && source.includes(trimmed + item.volume)) {
    item['container-title'] = trimmed + item.volume;
    delete item.volume;
    delete item.confidence?.volume;
  }
}

// What the tagger runs into a container from around it: the year before it ("1997. Computational Optimization"),
// a part number of the title ("Fourier integral operators. II. Acta Mathematica"), and a volume with its caption
// after it ("Handbook of Labor Economics (Vol. 3, Part A", "Japanese/Korean Linguistics Volume 30").
// A bare year only when the string has no other date: a meeting's name starts with its year ("2009 IEEE/RSJ
// International Conference on Intelligent Robots and Systems, Oct 2009").
const LEADING_YEAR = /^((?:1[5-9]|20)\d\d)[a-z]?([.,]?)\s+(?=\p{Lu})/u;
const LEADING_PART = /^(?:[IVX]{1,4}|\d{1,2})\.\s+(?=\p{Lu})/u;
const TRAILING_VOLUME = /[\s,.:;(]+(?:vol(?:ume)?s?\.?|bd\.|band)\s*(\d{1,4}|[IVXLC]{1,6})\b[\s\S]*$/i;

function trimContainer(item: CslItem, container: string): void {
  let value = container;
  const year = LEADING_YEAR.exec(value);
  if (year?.[1] && (year[2] || !item.issued)) {
    value = value.slice(year[0].length);
    if (!item.issued) item.issued = { 'date-parts': [[Number(year[1])]] };
  }
  // The part number goes back to the title it numbers ("Fourier integral operators. II.").
  const part = LEADING_PART.exec(value);
  if (part) {
    value = value.slice(part[0].length);
    if (item.title) item.title = `${item.title.replace(/\.$/, '')}. ${part[0].trim().replace(/\.$/, '')}`;
  }
  const volume = TRAILING_VOLUME.exec(value);
  if (volume?.[1] && volume.index > 0) {
    value = value.slice(0, volume.index);
    if (!item.volume) item.volume = volume[1];
  }
  if (value && value !== container) item['container-title'] = value;
}
