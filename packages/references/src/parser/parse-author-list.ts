import type { CslName } from '@galley/contracts';
import { ET_AL_NAME } from '../model/et-al-name.ts';
import { givenNamesAfter } from './given-names-after.ts';
import { withoutNameRoles } from './name-roles.ts';
import { COLLECTIVE, isInitials, isNameSuffix, isWordsOnly, parsePersonName } from './parse-person-name.ts';
import { romanInitials } from './roman-initials.ts';

const ET_AL = /[,;]?\s*(?:\bet\s*al\b\.?|\band others\b|…|\.\.\.)\s*[.,;:]*/gi;
// The words ET_AL needs, in a single-spaced list; a much cheaper scan than ET_AL itself.
const ET_AL_WORDS = /et ?al|and others/i;
// "García J y López M", "Silva J e Souza M", "Dupont J et Martin P", "Müller H und Schmidt K": another language's
// "and" between two names, taken as one only after initials or a comma — never inside a family name such as
// "Ortega y Gasset". German "und" and French "et" also after a whole given name ("Urban, Michael und Willmann,
// Marc", "Bourdieu, Pierre et Passeron, J.-C."), but not before a family name with its initials: "Bohlen und
// Halbach O von" is one Vancouver name.
const FOREIGN_AND =
  /(?<=\s\p{Lu}{1,3}\.?|\p{Lu}\.|,)\s*(?:y|e|et|und)\s+(?=\p{Lu})|\s+(?:und|et)\s+(?=\p{Lu})(?!\p{Lu}[\p{L}'’-]*\s\p{Lu}{1,3}(?:\s|,|$))/gu;
const FOREIGN_AND_WORDS = / (?:y|e|et|und) /;
const CUT_WORDS = /\bet\s*al\b|\band\s+others\b/i;
const TRAILING_ELLIPSIS = /(?:…|\.\.\.)[\s.,;:]*$/;
// "In: Smith J, editor" — but not the particle of "in 't Veld BA".
const LEADING_IN = /^\s*(?:[Bb]y|[Ee]dited by|[Ee]ds?\.?|In:?|in:)\s+/;
// "Gergel I for the Memantine Study Group": the group is an author of its own.
const ON_BEHALF = /\s+(?:for|on behalf of)(?: the)?\s+(?=\p{Lu})/giu;
const ON_BEHALF_WORDS = /\sfor|behalf/i;
// A group named after the last person without a comma: "Zavitz KH. Tarenflurbil Phase 3 Study Group".
const GROUP_AFTER_NAME =
  /(?<=\s\p{Lu}{1,3})\.?\s+(?=(?:[\p{Lu}\d][\p{L}\d’'-]*\s+)+(?:Study\s+)?(?:Group|Consortium|Investigators|Initiative|Collaborat\w*)\b)/gu;
const GROUP_WORDS = ['Group', 'Consortium', 'Investigators', 'Initiative', 'Collaborat'];
// A missing comma between two Vancouver names: "Breitschopf H Wegiel J".
const MISSING_COMMA = /(?<=\s\p{Lu}{1,3})\s+(?=\p{Lu}[\p{Ll}'’-]+\s\p{Lu}{1,3}\b)/gu;
// The same with dotted initials, in a list that starts family first: "Linse S. Scheidt T. Dobson C. M. Cohen S."
const DOTTED_FAMILY_FIRST = /^\p{Lu}[\p{Ll}'’-]+ \p{Lu}\.(?: ?\p{Lu}\.)* \p{Lu}[\p{Ll}'’-]+ \p{Lu}\./u;
const MISSING_COMMA_DOTTED = /(?<=\s\p{Lu}\.(?: ?\p{Lu}\.){0,2})\s+(?=\p{Lu}[\p{Ll}'’-]+\s\p{Lu}\.)/gu;
// A full stop for the comma after undotted initials: "Ferguson JN. Aldag JM. Insel TR.", "Ferguson, JN. Aldag, JM.".
// Two letters at least: one is an initial with its own full stop, and the name after it may begin with it ("K.
// Gharachorloo, D. Lenoski").
// A family name is a capitalised word ("O'Brien", "McDonald" too) after at most two particles or words ("Van Dyke",
// "van der Berg").
const FAMILY_WORD = String.raw`\p{Lu}(?:['’]\p{Lu}|\p{Ll}{1,2}\p{Lu})?[\p{Ll}'’-]+`;
const FAMILY_NAME = String.raw`(?:(?:\p{Ll}{1,3}|${FAMILY_WORD})\s){0,2}${FAMILY_WORD}`;
const STOP_AFTER_INITIALS = new RegExp(
  String.raw`(?<=(?:^|[\s,;])${FAMILY_WORD},?\s\p{Lu}{2,3})\.\s+(?=${FAMILY_NAME},?\s\p{Lu}{2,3}\.?(?:[\s,;]|$))`,
  'gu',
);
const SEMICOLON = /\s*;\s*/;
const AND_SEPARATOR = /\s+(?:and|&)\s+|,\s*(?:and|&)\s+/;
const COMMA_SEPARATOR = /\s*,\s*|\s+(?:and|&)\s+/;
// "Laragh JH, Brenner BM, editors." (a chapter's editors as Vancouver prints them).
// "Laragh JH, ed." too, but never a given name "Ed" without its full stop.
const EDITORS_AFTER = /,\s*(?:editors?\.?|eds\.?|ed\.|trans\.?|translators?\.?|dir\.|directors?\.?)$/i;
// A person as lists print one: "Smith JA", "Smith, J. A.", "J. A. Smith", "J Smith", "Smith J.".
const PERSON =
  /(?:^|\s)\p{Lu}[\p{Ll}'’-]+,?\s+\p{Lu}{1,3}\.?(?:\s|$)|\b\p{Lu}\.\s*\p{Lu}\p{Ll}|(?:^|\s)\p{Lu}{1,2}\s+\p{Lu}\p{Ll}/u;
// Two Vancouver names around the one comma of a semicolon list's part: "Doody RS, Thomas RG; Study Group".
const VANCOUVER_PAIR = /^[^,]+\s\p{Lu}{1,3}\.?\s*,\s*[^,]+\s\p{Lu}{1,3}\.?$/u;
const EDGE_MARKS = /^[\s.,;:]+|[\s.,;:]+$/g;
const EDGE_MARKS_END = /[\s,;:]+$/;
const AND = /^(?:and|&)$/i;
// White space other than single spaces: what `.replace(/\s+/g, ' ')` would change.
const ODD_SPACE = /\s\s|[^\S ]/;

/**
 * A printed author list → CSL names. Handles "Smith JA, Doe B, et al.", "Smith, J. A., Doe, B., & Roe, C.",
 * "J. A. Smith, B. Doe, and C. Roe", "Smith J.; Doe B." and mixtures: a piece that is only initials belongs to
 * the bare family name before it; every other piece is a name of its own. A list cut short ("et al.", "and
 * others", "…") ends with ET_AL_NAME, so that the formatter prints its own et-al term instead of losing it.
 */
export function parseAuthorList(text: string): CslName[] {
  const marked = stripMarks(text).replace(CJK_LIST_DOT, ', ');
  const names = parseNames(marked.includes('/') ? marked.replace(SLASH_BETWEEN_NAMES, '; ') : marked);
  if (names.length > 0 && isCutShort(text)) names.push({ ...ET_AL_NAME });
  return names;
}

const CAPITALS_AT_END = /^\p{Lu}\p{Ll}{4,}\p{Lu}{2,3}$/u;
// A slash between names written "Family, Given" (German linguistics: "Dobrushina, Nina/Kozhukhar, Aleksandra").
const SLASH_BETWEEN_NAMES = /(?<=,\s?\p{Lu}\p{Ll}[\p{L}.'’-]{0,30})\s*\/\s*(?=\p{Lu}\p{Ll}[\p{L}'’-]*,)/gu;

// The middle dot between Korean or Japanese names ("김민준·이서연", "山田太郎・鈴木花子") lists them as a comma does; inside
// a Han name ("阿依古丽·买买提") it joins the parts of one.
const CJK_LIST_DOT = /\s*(?:・|(?<=\p{Script=Hangul})·(?=\s*\p{Script=Hangul}))\s*/gu;

/**
 * Whether the list says it names only some of the authors: "et al." or "and others" anywhere (before a group
 * too: "Doody RS, et al.; Study Group"), an ellipsis only at the end (APA's "A, B, … Z" names the last author).
 */
function isCutShort(text: string): boolean {
  return CUT_WORDS.test(text) || TRAILING_ELLIPSIS.test(text);
}

function parseNames(marked: string): CslName[] {
  // A body named alone ("National Institute for Health and Care Excellence") is one name, its "and" and "for"
  // included. Most lists have a comma, which rules this out without a regular expression.
  if (!marked.includes(',') && !marked.includes(';')) {
    const whole = marked.replace(EDGE_MARKS, '');
    if (COLLECTIVE.test(whole) && !PERSON.test(whole)) return [{ literal: whole }];
    // One word with capitals at its end, alone: a body ("RenewableUK"), not initials glued to a name ("WangHY"),
    // which lists print among other names.
    if (CAPITALS_AT_END.test(whole)) return [{ literal: whole }];
  }
  const names: CslName[] = [];
  let previousBare = false;
  let previousWordsOnly = false;
  let previousPiece = '';
  let place = 0;
  const all = pieces(splitJoined(marked));
  const givenAfter = givenNamesAfter(all);
  const mendRoman = romanInitials(all);
  for (const raw of all) {
    const piece = raw.trim();
    if (!piece || AND.test(piece)) continue;
    const last = names[names.length - 1];
    if (last && !last.literal && !last.suffix && isNameSuffix(piece)) {
      last.suffix = piece.replace(/[.,]$/, '');
      continue;
    }
    // "Smith, Dorothy", "Smith, J. A.": a bare family name and the given names after it are one person.
    place++;
    const given =
      previousBare && last?.family && !last.given ? givenAfter(piece, last.family, place) : undefined;
    if (last && given) {
      Object.assign(last, given);
      previousBare = false;
      continue;
    }
    // "Kung De Aburto, M. A.", "St. George-Hyslop, P. H.": initials alone after a name of several words and no
    // initials are that name's; the words are all its family name.
    if (previousWordsOnly && last?.given && !last.suffix && isInitials(piece)) {
      names[names.length - 1] = {
        family: previousPiece.replace(EDGE_MARKS, ''),
        given: piece.replace(EDGE_MARKS_END, ''),
      };
      previousWordsOnly = false;
      continue;
    }
    const name = mendRoman(parsePersonName(piece));
    if (!name.family && !name.literal) continue;
    names.push(name);
    previousBare = Boolean(name.family && !name.given && !name.literal);
    previousWordsOnly = Boolean(name.family && name.given) && isWordsOnly(piece);
    previousPiece = piece;
  }
  return names;
}

/**
 * The list with one comma between any two names, in two steps: stripMarks drops "et al.", "In:" and editor marks,
 * splitJoined splits off groups and run-together Vancouver names. Each rewrite runs only when a cheap test finds what it needs (a regular
 * expression scan costs about a microsecond per list, and most lists need none of them); the tests run on
 * the text as the rewrites before them left it.
 */
function stripMarks(text: string): string {
  // After this only single spaces separate words, which the tests below rely on.
  let list = ODD_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
  if (ET_AL_WORDS.test(list) || list.includes('…') || list.includes('...')) list = list.replace(ET_AL, ', ');
  list = list.replace(LEADING_IN, '');
  // A bracket the names' span cut in half: "(G. Geymonat, ed.)" seen as "G. Geymonat, ed.)".
  if (list.endsWith(')') && !list.includes('(')) list = list.slice(0, -1);
  if (list.startsWith('(') && !list.includes(')')) list = list.slice(1);
  if (list.startsWith('(') && list.endsWith(')') && list.indexOf(')') === list.length - 1)
    list = list.slice(1, -1);
  return withoutNameRoles(list);
}

/** The second half of the clean-up (see stripMarks): joined names and groups split off, edges trimmed. */
function splitJoined(marked: string): string {
  let list = marked;
  if (FOREIGN_AND_WORDS.test(list)) list = list.replace(FOREIGN_AND, ', ');
  if (ON_BEHALF_WORDS.test(list)) list = list.replace(ON_BEHALF, ', ');
  if (GROUP_WORDS.some((word) => list.includes(word))) list = list.replace(GROUP_AFTER_NAME, ', ');
  if (hasCapitalsAroundSpace(list)) list = list.replace(MISSING_COMMA, ', ');
  if (DOTTED_FAMILY_FIRST.test(list)) list = list.replace(MISSING_COMMA_DOTTED, ', ');
  if (list.includes('. ')) list = list.replace(STOP_AFTER_INITIALS, ', ');
  let end = list.length;
  while (end > 0 && isTrailing(list.charCodeAt(end - 1))) end--;
  if (end < list.length) list = list.slice(0, end);
  if (/ors?\.?$|eds?\.$|eds$|trans\.?$|dir\.$/i.test(list.slice(-9))) list = list.replace(EDITORS_AFTER, '');
  return list;
}

/**
 * The list's names. Semicolons separate "Smith, J. A." names, or a comma list from the groups after it
 * ("Doody RS, Thomas RG, et al.; Solanezumab Study Group"): a part with more than one comma is a list of its own.
 */
function pieces(list: string): string[] {
  if (!list.includes(';')) return list.split(COMMA_SEPARATOR);
  return list
    .split(SEMICOLON)
    .flatMap((part) => part.split(isCommaList(part) ? COMMA_SEPARATOR : AND_SEPARATOR));
}

/** Whether a part of a semicolon list is a comma list of names rather than one "Smith, J. A." name. */
function isCommaList(part: string): boolean {
  const first = part.indexOf(',');
  if (first < 0) return false;
  return first !== part.lastIndexOf(',') || VANCOUVER_PAIR.test(part);
}

/**
 * Whether a space has a capital letter before and after it, as MISSING_COMMA needs: "Breitschopf H Wegiel J".
 * Any letter outside ASCII counts as possibly a capital.
 */
function hasCapitalsAroundSpace(list: string): boolean {
  for (let at = list.indexOf(' ', 1); at > 0; at = list.indexOf(' ', at + 1)) {
    let after = at + 1;
    while (list.charCodeAt(after) === 32) after++;
    if (mayBeCapital(list.charCodeAt(at - 1)) && mayBeCapital(list.charCodeAt(after))) return true;
  }
  return false;
}

function mayBeCapital(code: number): boolean {
  return (code >= 65 && code <= 90) || code >= 0x80;
}

/** White space, ",", ";" or ":", which end no list: `[\s,;:]+$`. */
function isTrailing(code: number): boolean {
  if (code === 32 || code === 44 || code === 59 || code === 58) return true;
  if (code < 0x80) return code >= 9 && code <= 13;
  return /\s/.test(String.fromCharCode(code));
}
