// A role printed in brackets after a name: "(ed.)", "(Eds.)", "(Hrsg.)", "(éd.)", "(dir.)", "(trans.)", "(ed. and
// trans.)", "(gen. ed.)", "(Producer)", "(Writer/Director)", "(compilador)", "(a cura di)". The role is no part
// of the name; where the list names the person's role in the work the item's type says it already.
const ROLE = String.raw`(?:gen\.?\s*)?(?:eds?|editors?|hrsg|hgg?|hrg|dirs?|éds?|trans|transl|tr|translators?|directors?|producers?|executive\s+producers?|writers?|compilers?|comps?|compilador(?:es)?|coords?|coordinators?|a\s+cura\s+di)\.?`;
const ROLE_IN_BRACKETS = new RegExp(String.raw`\s*\(${ROLE}(?:\s*(?:and|&|/|,)\s*${ROLE})*\)\s*`, 'giu');
// French lists print the initials in brackets after the family name: "ALY (M.I.), HERBIN (Fr.-R.)", "Kefi (N.)".
const INITIALS_IN_BRACKETS = /(?<=\p{L})\s*\(((?:\p{Lu}\p{Ll}?\.\s*-?\s*){1,4})\)/gu;

/** The list with roles in brackets made commas and bracketed initials set after a comma ("ALY, M.I."). */
export function withoutNameRoles(list: string): string {
  if (!list.includes('(')) return list;
  return list.replace(ROLE_IN_BRACKETS, ', ').replace(INITIALS_IN_BRACKETS, ', $1');
}
