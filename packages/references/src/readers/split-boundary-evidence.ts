// Evidence, in a list wrapped at a common width, that a full line ends one reference and the next line starts
// another — weighed against the layout's own evidence that the break is a wrap. Scores are log-odds-like: positive
// for a new reference, negative for a continuation; the splitter adds them to the width's score (see
// split-boundary-score.ts).
import {
  continuesReference,
  endsLikeReference,
  startsWithPlaceAndPublisher,
} from './reference-line-boundary.ts';
import { cjkAuthorCount } from './split-cjk-authors.ts';
import { publisherEndEvidence } from './split-end-patterns.ts';
import {
  startsWithInitialsAuthorList,
  startsWithNameAndQuotedTitle,
  startsWithNamesWithoutCommas,
  startsWithPublisherPlace,
  startsWithUrlPiece,
  upperCaseAuthorEvidence,
} from './split-start-patterns.ts';

// A surname ("Smith", "O'Neil", "Bouckson-Castaing", "van Dyck", "GENOVESE"), a given name ("William"), initials
// with dots ("R. W.", "J.-P."), initials without ("JA", as in "Smith JA,").
const PARTICLES =
  "(?:(?:van|von|de|der|den|del|della|di|da|du|dos|la|le|ten|ter|zur|Van|Von|De|Der|Den|Del|Della|Di|Da|Du|Dos|La|Le)\\s|(?:Mc|Mac|O['’]))*";
const SURNAME = `${PARTICLES}(?!(?:II|III|IV|Jr|Sr)\\b)(?:\\p{Lu}[\\p{Ll}'’]+(?:-?\\p{Lu}[\\p{Ll}'’]+)?(?:-\\p{Lu}[\\p{Ll}'’]+)?|\\p{Lu}{3,}(?:-\\p{Lu}{2,})?)`;
// Not a month ("Springer-Verlag, September 1995"), nor a volume's or an issue's label ("Chemistry, Vol. 9").
const GIVEN =
  '(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Vol|No|Part|Suppl|Issue)\\b)\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?';
const DOTTED = '(?:\\p{Lu}\\p{Ll}?\\.\\s?-?){1,4}';
const BARE = '\\p{Lu}{1,4}';
const SEPARATOR =
  '(?:,(?!\\s*(?:(?:vol|no|pp?|nr|ed|eds)\\b|(?!(?:1[5-9]|20)\\d{2}\\b)\\d))|[;(]|\\s+(?:and|&|et|und|e|y)\\s|\\s*\\(\\d{4}|\\s+\\d{4}\\b(?!\\s*[;:(]\\s*\\d)|\\.\\s+\\p{Lu}|:\\s*["“‘«])';

// "Smith, J. A.," "Kubler-Ross, E. (1993b)", "DUCLERT V., «…", "Smith JA, Jones B" (Vancouver), "A. J.
// Bernstein. Analysis", "I. Lee, P. Bremond": a name with its initials, then what follows a name in an author list.
const NOT_A_NAME = '(?!(?:In|See|Ed|Eds|Trans|Transl|Dir|Perf|Vol|No|Pp|Hrsg|Hg|Ibid|Cf)\\b)';
const SURNAME_INITIALS = new RegExp(
  `^${NOT_A_NAME}(?:${SURNAME},\\s+(?!D\\.\\s?C\\.)${DOTTED}(?!\\s*(?!(?:and|et|und|e|y)\\s)\\p{Ll})|${SURNAME}\\s+${DOTTED}\\s*${SEPARATOR}|${SURNAME}\\s+${BARE}(?:,\\s*${SURNAME}\\s+${BARE}\\b|,?\\s+et al\\b|\\.\\s+\\p{Lu}|\\s*\\(\\d{4}|:\\s+\\p{Lu})|${BARE}\\s+${SURNAME},\\s+${BARE}\\s+${SURNAME}\\b)`,
  'u',
);
// A journal's abbreviated name looks the same ("J. Am. Soc."): after the surname's full stop, a title's word. An
// author-date year may follow the name ("V. Faber (1993): Global…"), as it does "Smith JA (2001)", or a quoted title
// its full stop ("E. Okoye. “Tides…").
const INITIALS_SURNAME = new RegExp(
  `^${DOTTED}\\s*${SURNAME}(?:,\\s|\\.\\s+(?:(?!\\p{Lu}\\p{Ll}*\\.)\\p{Lu}|["“‘«])|\\s+(?:and|&|e|y|et|und)\\s|\\s+\\((?:1[5-9]|20)\\d{2}[a-z]?\\))`,
  'u',
);
// "Weber, William, The Rise…", "Chase, Frederick (1891).", "Perec, Georges. A Void", "Yoshikawa, Naoe Kukita.":
// a surname, a comma, given names. A place and its country ("Berlin, Germany: Springer") is followed by a colon.
// Portuguese and Spanish surnames inverted keep their particle last: "Andrade, Mário de.", "Camões, Luís de.". The
// second author is joined by the list's own language ("Schnell, Irmtraud und Miriam Sonntag").
const TRAILING_PARTICLE = '(?:\\s(?:de|da|do|dos|das|del|della|di|du|von|van))?';
const SURNAME_GIVEN = new RegExp(
  `^${NOT_A_NAME}${SURNAME},\\s+${GIVEN}(?:\\s+(?:${GIVEN}|${DOTTED}))*${TRAILING_PARTICLE}\\s*(?:[,;(]|\\.\\s+(?!\\d{4}\\s*[;:(]\\s*\\d)\\S|\\s+(?:and|&|und|et|y|e)\\s|\\s+\\d{4}\\b(?!\\s*[;:(]\\s*\\d)|["“‘«]|(?<=\\p{Lu}\\.\\s?)\\p{Lu}|:\\s*["“‘«])`,
  'u',
);
// "Robert Darnton, “Communication…", "Lisa F. Rau. Extracting…", "Azer Bestavros and Carlos Cunha.": a given name
// before the surname. Publishers, places and journals look the same ("Morgan Kaufmann.", "Prentice Hall,", "Nature
// Machine Intelligence, 3(2)"), so this counts for less, and not before a volume or an abbreviation.
const GIVEN_SURNAME = new RegExp(
  `^${NOT_A_NAME}${GIVEN}(?:\\s+(?:${DOTTED}|${GIVEN}))?\\s+${SURNAME}(?:,\\s(?!\\d)|\\.\\s+(?!\\p{Lu}\\p{Ll}*\\.)\\p{Lu}|\\s+(?:and|&)\\s+${GIVEN}\\s+(?:${DOTTED}\\s*)?${SURNAME}[,.]|\\s+\\((?:1[5-9]|20)\\d{2})`,
  'u',
);
// "———.", "______." stand for the previous reference's authors; "[12] " is a list number.
const REPEATED_AUTHORS = /^\s*[-—–_]{2,}/u;
// "• Devaney, Johanna, …": a bullet marks a list's item as a number does.
const BULLET =
  /^[•▪◦●‣∙·]\s*[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"“‘«]/u;
const BRACKETED_NUMBER =
  /^\s*(?:\[\d{1,4}\]|\(\d{1,3}\))\s*[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"“‘«]/u;
// "[Allison2006-MIT] G. Allison…": a citation key in brackets.
const BRACKETED_KEY = /^\s*\[[\p{L}\d:+._-]{3,30}\]\s+\p{Lu}/u;
// Words that open the later parts of a reference: the book a chapter is in, its editors and translators, a reprint.
const CONTINUATION_WORD =
  /^\s*(?:In[:\s]|Ed(?:s|ited)?\b|Trans(?:l|lated)?\b|Reprint(?:ed)?\b|Proceedings\b|Paper presented\b|Presented\b|Vol\.|pp?\.\s*\d|Dissertation\b|Thesis\b|Unpublished\b|Quoted\b|Cited\b|Link:|Special [Ii]ssue\b)/u;
// "Chicago, IL: University of Chicago", "Thousand Oaks, CA: Sage": a place with its state's code before the publisher.
const PLACE_WITH_CODE = /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?,\s\p{Lu}{2}:\s/u;
const NUMBERED =
  /^\s*\d{1,3}[.)]\s+[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// "Health and Retirement Study. (2015a).", "American Educational Research Association. (1985).": a body's name.
// "Council of Economic Advisers. 2015. “…", "Pillars of an institution. (1993, September).": a body's name or a title
// first, then the year.
const NAME_THEN_YEAR =
  /^\p{Lu}[^.]{2,80}\.\s+(?:\((?:1[5-9]|20)\d{2}[a-z]?[,)]|(?:1[5-9]|20)\d{2}[a-z]?\.\s)/u;
// "Mark Keane, Padraig Cunningham, …": two names of given name and surname in a row.
const GIVEN_SURNAME_LIST = new RegExp(
  `^${GIVEN}\\s+${SURNAME},\\s+${GIVEN}\\s+(?:${DOTTED}\\s*)?${SURNAME},`,
  'u',
);

const SECOND_AUTHOR = `${GIVEN}\\s+(?:${DOTTED}\\s*)?${SURNAME}\\b`;
const SECOND_NAME_OR_TITLE = new RegExp(
  `^[^,]+,(?:[^,.(]+,\\s*(?:["“‘«]|(?:The|A|An)\\s+\\p{Lu}|(?:and|&)\\s+${SECOND_AUTHOR})|\\s*${GIVEN}(?:\\s+${DOTTED})?\\s+(?:and|&)\\s+${SECOND_AUTHOR},)`,
  'u',
);

// "Wolfgang Jantzen: Isolation. In: R. Bauer (Hrsg.)": an author, a colon, the title and the book it is in (German
// style, DIN 1505), no place and publisher (those are followed by the year or the end).
const AUTHOR_TITLE_IN = /^[^:]{3,60}:\s[^.:]{2,120}\.\s+In:\s/u;

const CAPITAL_START = 0;
// A word in small letters first: mostly the rest of a phrase, now and then a name typed so ("karlijn Gabriels").
const LOWER_CASE_START = -3;
const PARTICLE = /^(?:van|von|de|der|den|del|della|di|da|du|dos|la|le|ten|ter|zur)\s/u;
const SENTENCE_END = 1;

const REPEATED_AUTHORS_EVIDENCE = 6;
const BRACKETED_NUMBER_EVIDENCE = 5;
// Two authors or more, initials first and joined by "and": more than one name's pattern.
const AUTHOR_LIST_EVIDENCE = 4.5;

/** The most `startEvidence` gives. */
export const MAX_START_EVIDENCE = REPEATED_AUTHORS_EVIDENCE;

/** How strongly `line` reads as the start of a reference (name patterns), or as the middle of one (negative). */
export function startEvidence(line: string): number {
  const text = line.trim();
  // The dash standing for the previous reference's authors is never printed inside a reference, and a list number in
  // brackets seldom starts a wrapped line: enough to outweigh a full line and a reference without a year.
  if (REPEATED_AUTHORS.test(text)) return REPEATED_AUTHORS_EVIDENCE;
  if (BULLET.test(text)) return BRACKETED_NUMBER_EVIDENCE;
  if (BRACKETED_NUMBER.test(text)) return BRACKETED_NUMBER_EVIDENCE;
  if (BRACKETED_KEY.test(text)) return 3;
  // In a wrapped list a DOI or URL at the start of a line is the previous reference's (its own line would be short).
  if (/^\(?(?:https?:|www\.|doi:|10\.\d{4,9}\/)/i.test(text) || startsWithUrlPiece(text)) return -4;
  if (continuesReference(text))
    return /^\p{Ll}+\s/u.test(text) && !PARTICLE.test(text) ? LOWER_CASE_START : -5;
  // Initials of the name above ("PC, Li SD"), a volume or a date ("2017;12:1–12", "26(3):1-9"), a bracketed note
  // ("[Erratum, …]"): the rest of a reference.
  if (/^(?:\p{Lu}{1,3},\s|\d+\s*[;:(]|\[(?!\d{1,4}\]))/u.test(text)) return -3;
  // A year first ("2016. “Computer-Based…"): the year of an author-date reference whose names were on the line above.
  if (/^(?:1[5-9]|20)\d{2}[a-z]?\.\s/.test(text)) return -1;
  if (CONTINUATION_WORD.test(text)) return -2;
  const afterNumber = NUMBERED.test(text) ? 1.5 : 0;
  const body = text.replace(
    /^\d{1,3}[.)]?\s+(?=[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u,
    '',
  );
  if (PLACE_WITH_CODE.test(body) || startsWithPublisherPlace(body)) return -2;
  if (startsWithInitialsAuthorList(body)) return AUTHOR_LIST_EVIDENCE + afterNumber / 2;
  // Names in Hangul, Han or kana: as many as the Latin-script patterns would find.
  const cjkAuthors = cjkAuthorCount(body);
  if (cjkAuthors > 0) return (cjkAuthors > 1 ? AUTHOR_LIST_EVIDENCE : 3.5) + afterNumber / 2;
  if (SURNAME_INITIALS.test(body) || INITIALS_SURNAME.test(body) || startsWithNamesWithoutCommas(body))
    return 3.5 + afterNumber / 2;
  const upperCase = upperCaseAuthorEvidence(body);
  if (upperCase > 0) return upperCase + afterNumber / 2;
  if (startsWithPlaceAndPublisher(body) && !AUTHOR_TITLE_IN.test(body)) return -2;
  if (NAME_THEN_YEAR.test(body)) return 2.5 + afterNumber / 2;
  // "Science, Technology & Human Values", "Brain, Behavior, and Immunity": a journal's name may read as a name with a
  // comma after it; one with a full stop, a year or a bracket after it is an author's.
  // After the second comma a quoted title, a title's article or a second author's full name is no journal's
  // ("Stortz, Martha Ellen, ‘Beyond…", "Weber, William, The Rise…", "Renals, Steve, and Richard Rohwer"), nor is
  // a second author's full name before it ("Carter, Ronald and John McRae, eds.").
  if (SURNAME_GIVEN.test(body))
    return (/^[^,]+,[^,.(]+,/u.test(body) && !SECOND_NAME_OR_TITLE.test(body) ? 2 : 3) + afterNumber / 2;
  if (GIVEN_SURNAME_LIST.test(body)) return 3 + afterNumber / 2;
  if (GIVEN_SURNAME.test(body)) return (startsWithNameAndQuotedTitle(body) ? 3 : 1.5) + afterNumber / 2;
  if (/^[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"“'‘«\d]/u.test(body))
    return CAPITAL_START + afterNumber;
  return -1;
}

const MID_PHRASE =
  /(?:[,;:\-–/&(]|\b(?:and|of|in|the|for|with|on|to|a|an|by|from|at|et|und|de|la|le|des|du|vs|van|von|der|den|del|da|di|St))$/iu;
// A URL or a file's path at the end ("…/474822/", "…/CommunityColleges.pdf"): printed last.
const DOI_WORD = /^(?:doi:)?10\.\d{4,9}\/\S+$/i;
// "…, Haney MS, V" / "Pluvinage J, …": a name broken before its surname's end or after one initial.
const LONE_INITIAL = /[,;]\s*\p{Lu}$/u;
const URL_END = /(?:https?:\/\/|www\.|\/)\S*(?:\/|\.[a-z]{2,5})\.?$/i;
// A page count or a page ("1988. 368 pp.", "p. 8", "pp. 20"): the end of a book's or an article's reference.
const PAGE_END = /(?:\b\d+\s*pp?\.|\bpp?\.\s*\d+)$/;
const INITIAL_END = /(?:^|[\s,(])(?:\p{Lu}\.\s?-?){1,4}$/u;
const ABBREVIATION = /\b(?:p|pp|[Vv]ol|[Nn]o|[Nn]r|[Ee]ds?|vs|cf|[Ii]n|al|ed|Proc|Trans|Dept|Univ|St)\.$/u;
// "Washington, D.C." ends on initials that are a place's; "3rd ed.", "1991 ed." on an edition.
const PLACE_INITIALS = /\bD\.\s?C\.$/u;
const EDITION_END = /\b\d+(?:st|nd|rd|th)?\s+edn?\.$/u;
const END_LENGTH = 120;
const LOST_DOI_EVIDENCE = 1;
const LAST_WORDS_LENGTH = 40;
const YEAR_END = /(?<![-–‐:]\s?)\b(?:1[5-9]|20)\d{2}[a-z]?\)?\.?$/;
// The year after a publisher, pages or a date ("Routledge, 1993.", "(Oxford, 1992).", "May 1991.") ends a reference;
// after the authors' names and a full stop ("…, and Detlef van der Velde. 2019.") the title follows.
const YEAR_AFTER_COMMA = /(?:[,;:(]|\p{Lu}\p{Ll}{2,}\.?)\s*(?:1[5-9]|20)\d{2}[a-z]?\)?\.?$/u;
const YEAR_AFTER_NAMES =
  /(?:\b(?!(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)\p{Lu}\p{Ll}+|\b\p{Lu})\.\s+(?:1[5-9]|20)\d{2}[a-z]?\.$/u;
// A name broken between the given name and the rest (", Raechel" / "J. Toorop, and …").
const LONE_GIVEN_NAME = /,\s*\p{Lu}\p{Ll}+$/u;

/** How strongly the text gathered so far reads as a finished reference, or as broken off (negative). */
export function endEvidence(tail: string): number {
  const text = tail.slice(-END_LENGTH).trimEnd();
  // "… 301:891-898. doi:": the label of a DOI, after a finished reference; in a wrapped list the DOI itself may
  // well be on the next line, so the end counts for little.
  const end = /doi:?$/i.test(text) ? text.replace(/[\s(]*\b(?:PubMed\s+)?doi:?$/i, '') : text;
  if (end === '') return 0;
  const evidence = finishedEvidence(end);
  return end.length < text.length ? Math.min(LOST_DOI_EVIDENCE, evidence) : evidence;
}

function finishedEvidence(end: string): number {
  // The last few words decide; end-anchored patterns run on them only (a 1 MB paste has many breaks).
  const last = end.slice(-LAST_WORDS_LENGTH);
  const lastWord = end.slice(end.lastIndexOf(' ') + 1);
  if (DOI_WORD.test(lastWord)) return 3;
  if (URL_END.test(lastWord) || PAGE_END.test(last)) return 2.5;
  // A comma inside closing quotes ("…Finance Companies,\"") goes on as a comma does.
  if (MID_PHRASE.test(last) || LONE_INITIAL.test(last) || /,["”’]$/u.test(last)) return -3;
  // "…, J. A." / "Kaye, …", "In M." / "J. Irwin…": an author list or an editor's name broken after the initials.
  if (INITIAL_END.test(last) && !PLACE_INITIALS.test(last)) return -3;
  if (EDITION_END.test(last)) return 1.5;
  const publisher = publisherEndEvidence(last);
  if (publisher > 0) return publisher;
  if (ABBREVIATION.test(last)) return -1.5;
  const finished = /[.)\]"”’!?>*]$/.test(last);
  if (endsLikeReference(end)) {
    // A bare year ends a reference less surely than pages or an identifier ("In Proc. 1994" / "Winter USENIX…").
    if (YEAR_END.test(last)) {
      if (YEAR_AFTER_NAMES.test(last)) return 0.5;
      return finished && YEAR_AFTER_COMMA.test(last) ? 2.5 : 0.5;
    }
    return finished ? 3 : 2.5;
  }
  if (finished) return SENTENCE_END;
  // A word in small letters ("… in shaping school") breaks a phrase; a capitalised one may end a journal's name.
  if (/\p{Ll}{2,}$/u.test(last) && !/\p{Lu}\p{Ll}+$/u.test(last)) return -2;
  if (LONE_GIVEN_NAME.test(last)) return -1.5;
  // A number ("… 1994. 27") may end one; a capitalised word more often breaks a name or a title in two.
  if (/\d$/.test(last)) return 1;
  return -0.75;
}
