import type { CslName } from '@galley/contracts';
import { isInitials } from './parse-person-name.ts';

// The given names of "Smith, Dorothy" or "Smith, Mary Ann E.": capitalised words and initials, no family-first
// initials ("Jones AB" is a name of its own).
const GIVEN_NAMES = /^\p{Lu}[\p{Ll}'’-]+(?:[ -](?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.))*$/u;
// The same after Chicago's first family name, where a last initial may lack its full stop ("Volcker, Paul A").
const FIRST_GIVEN_NAMES = /^\p{Lu}[\p{Ll}'’-]+(?:[ -](?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.?))*$/u;
// A full stop after a word's last small letter: the list's end, not an initial's ("John." but "Mary A.").
const WORD_STOP = /(?<=\p{Ll})\.$/u;
// "Oakely N", "Smith J. A.": a family name and its initials after it.
const FAMILY_FIRST = /^\p{Lu}[\p{L}'’-]+ (?:\p{Lu}\.? ?){1,3}$/u;
const LEADING_AND = /^(?:and|&)\s+/i;
const UNDOTTED_STOP = /^\p{Lu}{2,3}\.$/u;
const BARE_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;
const AND = /^(?:and|&)$/i;
// A particle printed after the given names: "Beethoven, Ludwig van", "Beauvoir, Simone de", "SILVA, João da".
const PARTICLE_AFTER = / (van|von|de|da|do|du|der|den|di|del|della|dos|das|ten|ter)$/;

/** A list's pieces with the names in them: no empty piece, no lone "and", a leading "and" dropped. */
function namePieces(all: string[]): string[] {
  return all.map((raw) => raw.trim().replace(LEADING_AND, '')).filter((piece) => piece && !AND.test(piece));
}

/**
 * The test whether a piece holds the given names of the bare family name before it (the piece's place among
 * the names counted from 1), and the given names it holds. Initials always are ("Smith, J. A."). Full given
 * names are in an inverted list ("Smith, Dorothy, and Jones, Mary": half its pieces single bare words) and in
 * the second place of Chicago's and MLA's lists, which invert only the first name ("Michalski, Ryszard S.,
 * Robert E. Stepp, and Edwin Diday") — unless a later name is printed family first ("Jones, Andolina I, Oakely
 * N": Vancouver's, the first name's initials missing). Never after a lone initial the list split off ("Hsiao
 * Ashe, K., Hasegawa, M."); a family name in capitals is no initial ("ADAM, Véronique"). The list's own full stop
 * after a given name ("Smith, John. Title …") is none of it; a particle after them is the name's ("Beethoven,
 * Ludwig van").
 */
export function givenNamesAfter(
  all: string[],
): (piece: string, family: string, place: number) => CslName | undefined {
  const pieces = namePieces(all);
  const bare = pieces.filter((piece) => BARE_WORD.test(piece) && !isInitials(piece)).length;
  const inverted = bare * 2 >= pieces.length;
  // "Volcker, Paul A and Toyoo Gyohten", not "WHO, Smith J": an undotted initial only with a name after it.
  const chicago = !pieces.slice(2).some((piece) => FAMILY_FIRST.test(piece));
  const firstGiven = pieces.length > 2 ? FIRST_GIVEN_NAMES : GIVEN_NAMES;
  return (piece, family, place) => {
    // "Smith, JA.": the list's full stop after undotted initials is none of theirs ("J. A." keeps its own).
    if (isInitials(piece)) return { given: UNDOTTED_STOP.test(piece) ? piece.slice(0, -1) : piece };
    const stopped = piece.replace(WORD_STOP, '');
    const particle = PARTICLE_AFTER.exec(stopped)?.[1];
    const given = particle ? stopped.slice(0, -particle.length - 1) : stopped;
    const found =
      // "SILVA, J. da.", "Beethoven, L. van": initials and a particle.
      (particle !== undefined && isInitials(given)) ||
      (isFamilyWord(family) &&
        ((inverted && GIVEN_NAMES.test(given)) || (chicago && place === 2 && firstGiven.test(given))));
    if (!found) return undefined;
    return particle ? { given, 'dropping-particle': particle } : { given };
  };
}

function isFamilyWord(family: string): boolean {
  return !isInitials(family) || (family.length > 2 && /[AEIOUY]/.test(family));
}
