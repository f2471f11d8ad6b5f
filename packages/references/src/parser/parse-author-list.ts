import type { CslName } from '@galley/contracts';
import { isInitials, isNameSuffix, parsePersonName } from './parse-person-name.ts';

/**
 * A printed author list → CSL names. Handles "Smith JA, Doe B, et al.", "Smith, J. A., Doe, B., & Roe, C.",
 * "J. A. Smith, B. Doe, and C. Roe", "Smith J.; Doe B." and mixtures: a piece that is only initials belongs to
 * the bare family name before it; every other piece is a name of its own.
 */
export function parseAuthorList(text: string): CslName[] {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/[,;]?\s*(?:\bet\s*al\b\.?|\band others\b|…|\.\.\.)\s*[.,;:]*/gi, ', ')
    // "In: Smith J, editor" — but not the particle of "in 't Veld BA".
    .replace(/^\s*(?:[Bb]y|[Ee]dited by|[Ee]ds?\.?|In:?|in:)\s+/, '')
    .replace(/\s*\((?:eds?|editors?|hrsg)\.?\)\s*/gi, ', ')
    // "Gergel I for the Memantine Study Group": the group is an author of its own.
    .replace(/\s+(?:for|on behalf of)(?: the)?\s+(?=\p{Lu})/giu, ', ')
    // A group named after the last person without a comma: "Zavitz KH. Tarenflurbil Phase 3 Study Group".
    .replace(
      /(?<=\s\p{Lu}{1,3})\.?\s+(?=(?:[\p{Lu}\d][\p{L}\d’'-]*\s+)+(?:Study\s+)?(?:Group|Consortium|Investigators|Initiative|Collaborat\w*)\b)/gu,
      ', ',
    )
    // A missing comma between two Vancouver names: "Breitschopf H Wegiel J".
    .replace(/(?<=\s\p{Lu}{1,3})\s+(?=\p{Lu}[\p{Ll}'’-]+\s\p{Lu}{1,3}\b)/gu, ', ')
    .replace(/[\s,;:]+$/, '');
  const separator = cleaned.includes(';')
    ? /\s*;\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+/
    : /\s*,\s*|\s+(?:and|&)\s+/;
  const pieces = cleaned
    .split(separator)
    .map((piece) => piece.trim())
    .filter((piece) => piece && !/^(?:and|&)$/i.test(piece));
  const names: CslName[] = [];
  let previousBare = false;
  for (const piece of pieces) {
    const last = names[names.length - 1];
    if (last && !last.literal && !last.suffix && isNameSuffix(piece)) {
      last.suffix = piece.replace(/[.,]$/, '');
      continue;
    }
    if (previousBare && last?.family && !last.given && isInitials(piece)) {
      last.given = piece;
      previousBare = false;
      continue;
    }
    const name = parsePersonName(piece);
    if (!name.family && !name.literal) continue;
    names.push(name);
    previousBare = Boolean(name.family && !name.given && !name.literal);
  }
  return names;
}
