// More ways a wrapped line tells whether it starts a reference (see split-boundary-evidence.ts), each as it is
// printed in some field or country rather than in one list.

// Surnames in capitals, as French and Italian lists print them: "RAHNER Karl, “…", "ACKET Claude, BACHER Pierre,",
// "COTTA RAMOSINO L., 1999,", "SIERVO (M.), GREY (P.)". A body's acronym looks the same ("IEEE Press, 1995",
// "ACM Transactions, 12"), so a given name must be followed by what follows an author (another such name, a
// quote, a year, a word in small letters that is no page or volume label), and not be a publisher's word.
// A particle may come first ("DE LUCA ROSSI M.").
const UPPER_SURNAME = '(?:\\p{Lu}{2}\\s)?\\p{Lu}{3,}(?:[-\\s]\\p{Lu}{2,})*';
const GIVEN_NAME = '\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?';
const INSTITUTION_WORD =
  '(?:Press|Publish\\p{Ll}*|Verlag|Books|Society|Transactions|Journal|Conference|Computer|Symposium|Workshop|Review|Proceedings)\\b';
const AFTER_AUTHOR = `(?:${UPPER_SURNAME}\\s+\\p{Lu}|["“‘«]|(?:1[5-9]|20)\\d{2}\\b|(?!(?:pp?|vol|no)\\b)\\p{Ll})`;
const UPPER_SURNAME_GIVEN = new RegExp(
  `^${UPPER_SURNAME}\\s+(?!${INSTITUTION_WORD})${GIVEN_NAME}(?:\\s+${GIVEN_NAME})?,\\s*${AFTER_AUTHOR}`,
  'u',
);
const UPPER_SURNAME_INITIALS = new RegExp(
  `^${UPPER_SURNAME}\\s+(?:\\((?:\\p{Lu}\\.\\s?-?){1,4}\\)|(?:\\p{Lu}\\.\\s?-?){1,4})\\s*(?:[,;]|\\s(?:1[5-9]|20)\\d{2}\\b)`,
  'u',
);
// A body in capitals with its year, author-date: "INSEE, 2009, Le commerce…", "OECD (2015). …".
const UPPER_BODY_YEAR = new RegExp(`^${UPPER_SURNAME},?\\s+\\(?(?:1[5-9]|20)\\d{2}[a-z]?\\b`, 'u');

// Vancouver names without their commas: "Liu SM Zhong J Zhao XJ.", "Honig LS Vellas B Woodward M …" — three
// surnames with bare initials in a row (a journal's abbreviation has no run of three: "Proc R Soc B Biol Sci").
const BARE_NAME = "\\p{Lu}[\\p{Ll}'’-]+(?:-\\p{Lu}\\p{Ll}+)?\\s\\p{Lu}{1,3}(?:-\\p{Lu})?";
const NAMES_WITHOUT_COMMAS = new RegExp(`^(?:${BARE_NAME}\\s){2}${BARE_NAME}\\b`, 'u');

/** Whether a line starts with three Vancouver names whose commas were left out. */
export function startsWithNamesWithoutCommas(text: string): boolean {
  return NAMES_WITHOUT_COMMAS.test(text);
}

/** How strongly a line starting with a surname in capitals reads as a new reference (0: not such a start). */
export function upperCaseAuthorEvidence(text: string): number {
  if (UPPER_SURNAME_INITIALS.test(text) || UPPER_SURNAME_GIVEN.test(text)) return 3.5;
  if (UPPER_BODY_YEAR.test(text)) return 2.5;
  return 0;
}

// "Morgan Kaufmann, San Francisco, CA.", "Prentice Hall, Upper Saddle River, NJ": a publisher and its place with a
// state's code, the end of a book's reference (two "Given Surname," in a row would read as authors). The name before
// the first comma ends on a word, not on initials ("Kerchner GA, Hess, CP, …" is an author list).
const PUBLISHER_AND_PLACE =
  /^(?:\p{Lu}[\p{L}&.'’-]*\s){0,3}\p{Lu}\p{Ll}[\p{L}&.'’-]*,\s(?:\p{Lu}\p{Ll}+\s){0,2}\p{Lu}\p{Ll}+,\s\p{Lu}{2}(?:[.,;:)]|\s*$)/u;

/** Whether a line starts with a publisher and its place ("Morgan Kaufmann, San Francisco, CA."). */
export function startsWithPublisherPlace(text: string): boolean {
  return PUBLISHER_AND_PLACE.test(text);
}

// A URL or a file's path cut by the wrap: a first word with a path's or a query's marks ("Sovereign_Credibility.pdf",
// "A/HRC/26/36/Add.1", "index.php?id=3"), never an author's name or a title's first word (a body's name may be
// joined by underscores: "The_Cancer_Genome_Atlas_Research_Network (2008)"; one slash joins two names in a title:
// "MTCH2/MIMP is…", "TCP/IP").
const URL_PIECE = /^[^\s"“(]*(?:[=?&%#~]|\/[^\s/]*\/|\.(?:pdf|html?|php|aspx?|xml|jsp|cfm)\b)\S*(?:\s|$)/iu;

/** Whether a line starts with the rest of a URL or a path broken at the line's end. */
export function startsWithUrlPiece(text: string): boolean {
  return URL_PIECE.test(text);
}

// "Jen Lin-Liu, “Textbook Pirates…", "Robert Darnton, “Communication…": a given name and a surname, then a quoted
// title, as notes-style lists print an author. A publisher, a place or a journal is not followed by a quoted title.
const NAME_AND_QUOTED_TITLE =
  /^\p{Lu}\p{Ll}+(?:\s+(?:\p{Lu}\.\s?){1,2}|\s+\p{Lu}\p{Ll}+)?\s+\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}\p{Ll}+)?,\s*["“‘«]/u;

/** Whether a line starts with a given name, a surname and a quoted title ("Jen Lin-Liu, “Textbook…"). */
export function startsWithNameAndQuotedTitle(text: string): boolean {
  return NAME_AND_QUOTED_TITLE.test(text);
}

// "S. Okafor and M. Lind. Routing…", "A. B. Cole, D. Fenn, and K. Ito,": two or more authors with their initials
// first, joined by "and". Inside a reference such a line follows an author list or an editor's "In", "by" broken
// off mid-phrase (which keeps it there); after a finished reference it is a new one beyond doubt.
const INITIALS = '(?:\\p{Lu}\\.\\s?-?){1,3}\\s*';
const NAME = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}'’]+)?";
const INITIALS_AUTHOR_LIST = new RegExp(
  `^${INITIALS}${NAME}(?:,\\s+${INITIALS}${NAME})*,?\\s+(?:and|&)\\s+${INITIALS}${NAME}[,.:]`,
  'u',
);

/** Whether a line starts with two or more authors, initials first, joined by "and" ("S. Okafor and M. Lind."). */
export function startsWithInitialsAuthorList(text: string): boolean {
  return INITIALS_AUTHOR_LIST.test(text);
}
