// Decides, in an unnumbered list, whether a line begins a new reference or continues the one before it (a long
// reference wrapped over several lines, as pasted from a PDF). A line starts a new reference only when the text so
// far is a complete reference AND the line looks like the start of one; everything else is a continuation.

// A DOI, PMID/PMCID or URL at the very end: identifiers are printed last.
const ENDS_WITH_IDENTIFIER =
  /(?:\bdoi:?\s*\.?\s*[^\s()]*\d[^\s()]*\)?|\b10\.\d{4,9}\/\s?\S+|\bPMID:?\s*\d{1,9}|\bPMC\d{3,9}|https?:\/\/\S+|\bwww\.\S+)\s*[.\]]?\s*$/i;
// A comma, hyphen, colon, "and", "of", … at the end: the line broke mid-phrase.
const ENDS_MID_PHRASE = /(?:[,;:\-–/&(]|\b(?:and|of|in|the|for|with|on|to|a|an|by|from|at|vs|et|al))$/i;
// What closes a reference, read on its last word once trailing dots are set aside: pages or an article number
// after a separator ("12(3):189-98", "2002;298:1379", "e1823–e1834", "558S-564S"), a volume(issue) ("11(2)"), a
// number after a comma, colon or page ("Nature 413, 591", "PLoS Biol. 5, e138", "256–270 e5"), a PMID, a year, a
// bracketed note ("[Epub ahead of print]"), the words printed instead of pages, or a "doi:" whose DOI was lost in
// copying. A number ending a title ("BFE 1071", "PINK1") is none.
// The number itself may carry letters ("e138", "S12", "89ra57", "RC120"); a range or a dot needs a digit before it,
// so "MCL-1" and "acceptor-1" stay title words.
const PAGES_WORD =
  /(?:[:;,(]|\d\p{L}?[-–‐‑−.])\p{L}{0,4}\d+(?:\p{L}{1,4}\d+)?\p{L}?$|^\p{L}?\d+\([^()]*\d[^()]*\)$/u;
const NUMBER_WORD = /^\p{L}{0,4}\d+(?:\p{L}{1,4}\d+)?\p{L}?$/u;
const PMID_WORD = /^\d{6,9}$/;
const YEAR_WORD = /^\(?(?:1[5-9]|20)\d{2}[a-z]?\)?$/;
const ENDS_WITH_NOTE = /(?:\]|\b(?:in press|this issue|epub ahead of print|published online|doi:?)\)?)$/i;
// An author-date year ("Smith J (2001)", "Baldaro, B. 2006", "Zlokovic BV, 2015", "Lee K, et al. 2020") is
// followed by the title, not by a new reference; a year after pages ("Nature 547, 185–190 (2017)") or a publisher
// ("Press; 2005") ends one. A year in parentheses ends a reference only after a number or a comma.
const ENDS_WITH_AUTHOR_YEAR =
  /(?:\b(?:\p{Lu}{1,3}|\p{Lu}\p{Ll}|Jr|al)|\b\p{Lu}\.\s*\p{Lu}[\p{L}'’-]+\.)[\s.,]*\(?\s*(?:1[5-9]|20)\d{2}[a-z]?\s*\)?$/u;
// Chicago author-date: the authors' full names, then the year ("…, and Zarnie Khadjesari. 2016", "Ivy, Marilyn.
// 1995", "and Marie L. De Bruin. 2020"), before the title.
const ENDS_WITH_NAMES_YEAR =
  /(?:\band\s+\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+))*|^\s*\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)*)\.\s*(?:1[5-9]|20)\d{2}[a-z]?$/u;
const PARENTHESISED_YEAR_AFTER_NUMBER =
  /[\d\p{L}]*\d\p{L}?[\s.,]*\(\s*(?:1[5-9]|20)\d{2}[a-z]?\s*\)$|,\s*\(\s*\d{4}[a-z]?\s*\)$/u;

// Lines that extend the previous reference even after a complete-looking end: identifiers and notes printed after
// the pages ("doi:", "PMID: 123", "Epub 2020", "Available from:", "[cited …]"), and a date cut from its year
// ("1975" / "Nov;12(3):189-98"), or a date cut from its day ("Bookseller, 20" / "June. Online:", "March 1990.";
// not "May", a surname too).
const CONTINUATION_START =
  /^\s*(?:doi\b|PMID\b|PubMed\b|Online\b|Supp\w*\b|PMCID\b|PMC\d|Medline\b|Epub|Available\b|Accessed\b|Retrieved\b|Published\b|Erratum\b|Comment\b|Review\b|Discussion\b|\[|\(|https?:|www\.|10\.\d{4,9}\/|(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Spring|Summer|Fall|Autumn|Winter)\b\.?(?:[-–/]\p{L}+)?(?:\s*\d{1,2})?\s*[;:,(]|(?:January|February|March|April|June|July|August|September|October|November|December)(?:\s+\d{1,2})?(?:\.(?:\s|$)|,?\s+(?:1[5-9]|20)\d{2}\b))/iu;
// A bare identifier line, which in a list of DOIs or URLs is a reference of its own.
const IDENTIFIER_LINE =
  /^\s*(?:(?:doi:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+|https?:\/\/\S+|PMID:?\s*\d+)\s*$/i;
// A reference starts with a capital or a Hangul, Han or kana letter (author, collective author, title or
// journal: "Smith", "홍길동", "张伟"), a quote, a bracketed list number,
// the dash standing for the previous reference's authors, or a lower-case name particle before a capital ("van
// Dyck CH", "in t' Veld BA").
const STARTS_LIKE_REFERENCE =
  /^\s*(?:[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"“'‘]|\[\d{1,4}\]\s|[-—–_]{2,}|(?:(?:van|von|de|der|den|dem|des|di|da|le|la|du|dos|del|zur|ten|ter|in\s+t['’])\s*)+\p{Lu})/u;

// Two authors in a row ("Glasberg AL, Eriksson S", "Diaz, R. M., Ayala, G.", "Y. Ha, D.J. Stevens", "Grosz, B. J.,
// and Sidner", "K. Li and P. Hudak"), or one with
// "et al", a year in parentheses or a colon ("Omer I: Evaluating…"): a line starting so begins a reference even after a reference that lacks pages, as long as the text before ends a sentence.
const NAME =
  "(?:(?:De|Da|Di|Du|Le|La|Van|Von|Del|Della|Dos)\\s+)?(?:(?:van|von|de|der|den|dem|des|di|da|le|la|du|dos|del|zur|ten|ter)\\s+)*\\p{Lu}[\\p{L}'’-]+";
const INITIALS = '(?:\\p{Lu}\\.?[\\s-]?){1,3}';
const INITIALS_FIRST = '(?:\\p{Lu}\\.\\s?-?){1,3}\\s*\\p{Lu}\\p{Ll}';
const STARTS_WITH_AUTHORS = new RegExp(
  [
    `^\\s*${NAME},?\\s+${INITIALS}(?:,\\s*(?:${NAME},?\\s+\\p{Lu}|${INITIALS_FIRST})|,?\\s*et al\\b|\\s*\\(\\d{4}|:|,?\\s*(?:and|&)\\s+\\p{Lu}|,\\s*[“"‘«])`,
    `^\\s*${INITIALS_FIRST}[\\p{L}'’-]*(?:,\\s*|,?\\s+(?:and|&)\\s+)${INITIALS_FIRST}`,
    // "Poole, David (1988)", "Williams, Richard. 2014.", "Faulkner, Paul. “Lying and Deceit.”", "Fulcher, Jane F.,
    // “Shifting…", "Allen, Shanley E. M., & Schröder", "Behrens, Rudolf: "Fixer…"
    `^\\s*${NAME},\\s+\\p{Lu}\\p{Ll}+(?:[\\s-]\\p{Lu}\\p{Ll}+)?(?:\\s+\\p{Lu}\\.)*(?:\\s*\\(\\d{4}|\\.\\s+(?:\\d{4}\\b|[“"‘])|,?\\s*(?:&|and)\\s+\\p{Lu}|[,:]\\s*[“"‘'\`«])`,
    // "Hume, David. A Treatise…", "Calvino, Italo. Invisible Cities" (Chicago: the full given name, then the title)
    `^\\s*${NAME},\\s+\\p{Lu}\\p{Ll}{3,}(?:\\s+\\p{Lu}\\.)?\\.\\s+\\p{Lu}\\p{Ll}*\\s`,
    // "E. Styer, "Improving…", "K. D. Cooper, ``Analyzing…"
    `^\\s*(?:\\p{Lu}\\.\\s?-?){1,3}\\s*\\p{Lu}\\p{Ll}+,\\s*[“"‘'\`]`,
  ].join('|'),
  'u',
);
const ENDS_SENTENCE = /[.)\]?!"”]\s*$/;
// "…, Das, P., McLendon, D. C." or "…, L. Nicholson, X." ends with an initial: an author list wrapped between two names.
// So do "… In T. F." (an editor's initials after "In", "and", "&", "by") and "…, eds." (the editors follow).
const ENDS_WITH_AUTHOR_INITIALS =
  /(?:(?:,\s*(?:(?:\p{Lu}\.\s?)*[\p{L}'’-]+,?\s+)?|\b(?:In|in|and|&|by|eds?\.?)\s+)(?:\p{Lu}\.\s?-?){1,3}|[\s,(]eds?\.)\s*$/u;
// "1965-1973", "1907- 2005": a span of years ends a title ("Taiwan, 1965-1973."), page ranges carry a volume.
// A span after a colon or a volume ("29: 1860–1873", "93, 1820-1827") is pages.
const YEAR_SPAN = /(?:^|\p{L}[,.]?\s+)(?:1[89]|20)\d{2}\s?[-–‐]\s?(?:1[89]|20)\d{2}$/u;

// A URL or DOI longer than the 100 characters looked at ("…/best_of/negatep%202014.pdf").
const LONG_IDENTIFIER = /^(?:https?:\/\/|www\.|(?:doi:)?10\.\d{4,9}\/)\S{60,}$/i;

function lastWord(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.slice(trimmed.search(/\S+$/));
}

/** Whether `line` begins a new reference after `previous` (the reference text gathered so far). */
export function startsNewReference(previous: string, line: string): boolean {
  const previousEnd = previous.slice(-100);
  if (ENDS_WITH_IDENTIFIER.test(previousEnd) || LONG_IDENTIFIER.test(lastWord(previous))) {
    if (IDENTIFIER_LINE.test(line)) return true;
    return !CONTINUATION_START.test(line) && STARTS_LIKE_REFERENCE.test(line);
  }
  const end = previousEnd.replace(/[\s.]+$/, '');
  if (!endsReference(end)) {
    return (
      ENDS_SENTENCE.test(previousEnd) &&
      !ENDS_WITH_AUTHOR_INITIALS.test(previousEnd) &&
      STARTS_WITH_AUTHORS.test(line)
    );
  }
  return !CONTINUATION_START.test(line) && STARTS_LIKE_REFERENCE.test(line);
}

// A place and a publisher printed after a year or a volume ("London: Penguin, 1995.", "Boulder, CO: Westview
// Press.", "Chicago, IL: University of Chicago"), no author ("Omer I: Evaluating…").
const PLACE_AND_PUBLISHER =
  /^\s*\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)?(?:,\s*\p{Lu}{2}\.?)?\s?:\s*\p{Lu}/u;

/**
 * Whether `line` starts with a place and a publisher: in a wrapped list, where a line could be a wrap, the book's
 * reference goes on (in lists of one reference per line, "WHO: Global tuberculosis report" may start one).
 */
export function startsWithPlaceAndPublisher(line: string): boolean {
  return PLACE_AND_PUBLISHER.test(line) && !STARTS_WITH_AUTHORS.test(line);
}

/** Whether the text gathered so far reads as a complete reference (pages, identifier, year after pages, a note). */
export function endsLikeReference(previous: string): boolean {
  const previousEnd = previous.slice(-100);
  return ENDS_WITH_IDENTIFIER.test(previousEnd) || endsReference(previousEnd.replace(/[\s.]+$/, ''));
}

// A line that could be a whole reference on its own: it starts as a reference does (a capital, a quote, a name
// particle, a number as in "1000 Genomes Project Consortium", a bracket, the dash standing for the previous
// reference's authors), ends as a sentence or with a number or word, never mid-phrase, and holds more than a place
// and a publisher.
const ENDS_WHOLE = /(?:[.)\]"”’'!?*>。]|\p{L}{2}|\d)\s*$/u;
const STARTS_WHOLE =
  /^\s*(?:[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\d"“'‘«[(<]|[-—–_•]{1,6}|(?:van|von|de|der|den|dem|des|di|da|le|la|du|dos|del|zur|ten|ter|in\s+t['’])\s|\p{Ll}\.)/u;
// More than a place and a publisher ("Oxford: Clarendon Press."): a number, or three parts between full stops.
const WHOLE_BODY = /\d|\.\s.*\.\s/u;
// A line that says by itself that it continues the reference before it: identifiers and dates printed after the
// pages ("doi:…", "PMID: …", "Nov;12(3):189-98"), or a lower-case word that is no name particle.
const PARTICLE_START =
  /^\s*(?:van|von|de|der|den|dem|des|di|da|le|la|du|dos|del|zur|ten|ter|in\s+t['’]|e\.?g\.?)\s/u;

/**
 * Whether `line` could stand alone as a reference (see `splitReferenceList`'s "every line is one" rule); `strictly`:
 * it also ends as references end, with a full stop, a bracket, a quote or a number, not on a word.
 */
export function couldBeWholeReference(line: string, strictly = false): boolean {
  const text = line.trim();
  if (strictly && !/[.)\]"”’\d]\s*$/.test(text)) return false;
  // "… 301:891-898. doi:": the DOI was lost in copying, the reference is whole.
  const end = text.replace(/[\s.]+$/, '').replace(/\(?\bdoi:?$/i, '');
  if (text.length < 20 || ENDS_MID_PHRASE.test(end)) return false;
  if (continuesReference(text)) return false;
  return STARTS_WHOLE.test(text) && ENDS_WHOLE.test(text) && WHOLE_BODY.test(text);
}

/** Whether `line` starts as a reference may (capital, quote, number, bracket, dash for repeated authors). */
export function couldStartReference(line: string): boolean {
  return STARTS_WHOLE.test(line) && !continuesReference(line);
}

/**
 * Whether `line` cannot start a reference: it continues the one before (identifier, date, lower-case word). With
 * `unwrapped`, a long line that holds a whole reference but for a lower-case first word ("karlijn Gabriels, A. J.
 * Brouwer, …") starts one: in a list of one reference per line, no line is a wrapped tail that long.
 */
export function continuesReference(line: string, unwrapped = false): boolean {
  if (IDENTIFIER_LINE.test(line)) return false;
  if (/^\s*[[(]/.test(line)) return false;
  if (CONTINUATION_START.test(line)) return true;
  if (!/^\s*\p{Ll}/u.test(line) || PARTICLE_START.test(line)) return false;
  return !(unwrapped && line.trim().length >= LONG_LINE && couldBeWholeReference(capitalise(line)));
}

const LONG_LINE = 80;

function capitalise(line: string): string {
  const text = line.trim();
  return (text[0] ?? '').toUpperCase() + text.slice(1);
}

function endsReference(end: string): boolean {
  if (ENDS_WITH_NOTE.test(end)) return true;
  if (ENDS_MID_PHRASE.test(end)) return false;
  if (YEAR_SPAN.test(end)) return false;
  const words = end.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  // "30(1" / "Supp):S64-S73": an open bracket means the issue was cut, not closed.
  if (PAGES_WORD.test(last)) return countOf(last, '(') <= countOf(last, ')');
  if (YEAR_WORD.test(last)) {
    if (last.startsWith('(')) return PARENTHESISED_YEAR_AFTER_NUMBER.test(end);
    return !ENDS_WITH_AUTHOR_YEAR.test(end) && !ENDS_WITH_NAMES_YEAR.test(end);
  }
  if (PMID_WORD.test(last)) return true;
  const before = words[words.length - 2] ?? '';
  return (
    NUMBER_WORD.test(last) && (/[,:\-–‐]$|^(?:discussion|reply)$/.test(before) || PAGES_WORD.test(before))
  );
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}
