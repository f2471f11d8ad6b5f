// A role printed in brackets after a name: "(ed.)", "(Eds.)", "(Hrsg.)", "(éd.)", "(dir.)", "(trans.)", "(ed. and
// trans.)", "(gen. ed.)", "(Producer)", "(Writer/Director)", "(compilador)", "(a cura di)", ABNT's "(Org.)",
// "(Trad.)". The role is no part of the name; where the list names the person's role in the work the item's type
// says it already.
const ROLE = String.raw`(?:gen\.?\s*)?(?:eds?|editors?|hrsg|hgg?|hrg|dirs?|éds?|trans|transl|tr|translators?|directors?|producers?|executive\s+producers?|writers?|compilers?|comps?|compilador(?:es)?|coords?|coordinators?|orgs?|organizador(?:es)?|trads?|red|prod|a\s+cura\s+di|sous\s+la\s+dir(?:ection)?)\.?`;
const ROLE_IN_BRACKETS = new RegExp(String.raw`\s*\(${ROLE}(?:\s*(?:and|&|/|,)\s*${ROLE})*\)\s*`, 'giu');
// The same bracket left open where the run of names was cut ("Smeets, R. (Hg").
const ROLE_IN_OPEN_BRACKET = new RegExp(String.raw`\s*\(${ROLE}\s*$`, 'iu');
// French lists print the initials in brackets after the family name: "ALY (M.I.), HERBIN (Fr.-R.)", "Kefi (N.)".
// Only after a list's piece of one word: "National Research Council (U.S.)" names a country.
// "DE GAULLE (Ch.)", "LE GOFF (J.)": a particle in capitals may lead it.
const INITIALS_IN_BRACKETS =
  /(?<=(?:^|[,;])\s*(?:\p{Lu}{1,3}\s)?\p{Lu}[\p{L}'’-]+)\s*\(((?:\p{Lu}\p{Ll}?\.\s*-?\s*){1,4})\)/gu;

// A role said before the names, at the list's start or after a comma or semicolon: "translated by Donald
// Nicholson-Smith", "trans. James Vincent Murphy", "Basil Creighton; revised by Joseph Mileck".
// Case matters: "TR." and "Tr." are initials.
const ROLE_BEFORE =
  /(?:^|[,;])\s*(?:(?:[Ee]dited|[Tt]ranslated|[Rr]evised|[Cc]ompiled|[Ii]ntroduced|[Ss]elected|[Ii]llustrated)(?:\s+and\s+(?:edited|translated|revised|introduced))?\s+by|[Tt]rans\.|[Tt]ransl\.|tr\.)\s+/gu;
const ROLE_WORDS = /\bby\b|\b(?:[Tt]ransl?|tr)\./;
// A role closing the list without brackets or a comma: "Huf, Christina & Irmtraud Schnell Hrsg.", "Smith J, Roe B
// eds". Only words that name no one ("Ed" is a given name, "Dir" could be initials).
const ROLE_AT_END = /(?<![\s,])[\s,]+(?:Hrsg|Hgg?|[Ee]ds|[Éé]ds)\.?\s*$/u;

/**
 * The list with roles in brackets and roles said before names made commas, a role at its end dropped, bracketed
 * initials set after a comma ("ALY, M.I.").
 */
export function withoutNameRoles(list: string): string {
  const before = ROLE_WORDS.test(list) ? list.replace(ROLE_BEFORE, ', ') : list;
  const roles = before.replace(ROLE_AT_END, '');
  if (!roles.includes('(')) return roles;
  return roles
    .replace(ROLE_IN_OPEN_BRACKET, '')
    .replace(ROLE_IN_BRACKETS, ', ')
    .replace(INITIALS_IN_BRACKETS, ', $1');
}
