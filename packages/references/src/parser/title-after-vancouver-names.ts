import { firstRun } from './first-run.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const FAMILY = /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u;
const INITIALS = /^\p{Lu}{1,3}$/u;
// What goes on with the names after a full stop: "et al.", a suffix, a group ("… Ozawa Y. for the … Study Group").
const NAMES_GO_ON = /^(?:et|al|and|&|jr|sr|ii|iii|iv|for|on|the)$/i;
const GROUP =
  /^(?:Group|Consortium|Investigators|Initiative|Collaborat\w*|Committee|Trialists|Network|Society)$/;

/**
 * The title's first word the tagger ran into a Vancouver author list: "Ozawa Y. | Bisphenol-A, an environmental
 * estrogen…", "Blennow K. | Clusterin (apolipoprotein J) protein levels…". After a name written "Family XX." the
 * author run goes on only with a next name of that form ("Ferguson JN. Aldag JM.", a full stop typed for the
 * comma), "et al." or a group; anything else left in the run is the title's. Relabels `labels` in place.
 */
export function titleAfterVancouverNames(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const run = firstRun(labels, 'author');
  if (!run) return;
  const { start, end } = run;
  const text = (index: number) => tokens[index]?.text ?? '';
  for (let at = start + 2; at < end; at++) {
    if (text(at) !== '.' || !INITIALS.test(text(at - 1)) || !FAMILY.test(text(at - 2))) continue;
    if (!tokens[at - 1]?.spaceBefore || tokens[at]?.spaceBefore || !tokens[at + 1]?.spaceBefore) continue;
    // A Vancouver list: a name before it written "Family XX," (given-first lists write "Larry D. Wittie").
    if (!VANCOUVER_NAME.test(joined(tokens.slice(start, at)))) return;
    const rest = tokens.slice(at + 1, end + 1);
    if (NAMES_GO_ON.test(text(at + 1)) || rest.some((token) => GROUP.test(token.text))) return;
    // The name's next initial ("Younkin L. H,"), a particle ("Brug M. van der,") or names further on go on with it.
    if (!/^\p{Lu}[\p{L}\p{N}-]*\p{Ll}/u.test(text(at + 1)) || isNextName(rest)) continue;
    if (VANCOUVER_NAME.test(joined(rest))) continue;
    labels.fill('title', at + 1, end + 1);
    return;
  }
}

// A next name "Family [Family] XX [Jr]" and its comma or full stop, or the run's end ("Babu-Khan S,", "Van Dyke
// JM.", "Lee J-H.", "Brown AB Jr.").
const NEXT_NAME =
  /^(?:\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]* ){1,3}\p{Lu}(?:-?\p{Lu}){0,2}(?: (?:Jr|Sr|II|III|IV)\.?)?(?:[.,;]|$)/u;

const VANCOUVER_NAME = /(?:^|, )(?:\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]* ){1,3}\p{Lu}{1,3},/u;

/** Whether the rest of the run starts with a next name. */
function isNextName(rest: readonly ReferenceToken[]): boolean {
  return NEXT_NAME.test(joined(rest));
}

/** The tokens' text, spaced as in the string. */
function joined(tokens: readonly ReferenceToken[]): string {
  return tokens.map((token, index) => (index > 0 && token.spaceBefore ? ' ' : '') + token.text).join('');
}
