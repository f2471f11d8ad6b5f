import type { CslName } from '@galley/contracts';
import { withoutEtAl } from '@galley/references';
import { familyKey, familyParts } from './family-key.ts';
import { sameNameWithTypo } from './same-name-with-typo.ts';

// MEDLINE stored at most 10 authors before 1996 and 25 until 2000, so cited names past a record's tenth (or
// twenty-fifth) author cannot be checked.
const MEDLINE_AUTHOR_CAPS = [10, 25];

export interface AuthorAgreement {
  agreement: 'same' | 'close' | 'different' | 'missing';
  /** Share of the cited names found in the record (0..1). */
  found: number;
  firstAuthorSame: boolean;
}

/**
 * Cited authors against a record's: family names only (initials vary by style), in order for the first author,
 * anywhere for the rest. A cited list may be shorter ("et al."). same: first author and every checkable name
 * found; close: first author found and most names (a misspelt or missing name); different otherwise.
 */
export function compareAuthors(
  citedNames: CslName[] | undefined,
  record: CslName[] | undefined,
): AuthorAgreement {
  const cited = withoutEtAl(citedNames ?? []);
  // A one-letter "family name" is an initial the parser split off ("Pereira, A. L." read as two names).
  const citedKeys = cited.map(familyKey).filter((key) => key.length > 1);
  const recordNames = (record ?? []).filter((name) => familyKey(name));
  const recordKeys = recordNames.map(familyKey);
  const parts = new Map(recordNames.map((name, index) => [recordKeys[index] ?? '', familyParts(name)]));
  if (citedKeys.length === 0 || recordKeys.length === 0) {
    return { agreement: 'missing', found: 0, firstAuthorSame: false };
  }
  const capped = MEDLINE_AUTHOR_CAPS.includes(recordKeys.length);
  const checkable = capped ? citedKeys.slice(0, recordKeys.length) : citedKeys;
  const same = (a: string, b: string) =>
    a === b ||
    sameNameWithTypo(a, b) ||
    collectiveOverlap(a, b) ||
    (parts.get(b) ?? []).some((part) => sameNameWithTypo(a, part));
  // PubMed often lists the consortium first ("Roadmap Epigenomics Consortium, Kundaje A, …") where citations
  // start from the first person: a cited person is then checked against the record's first person.
  const firstCited = cited.find((name) => familyKey(name).length > 1);
  const leadingGroups = recordNames.findIndex((name) => !name.literal);
  const firstRecordKey =
    leadingGroups > 0 && !firstCited?.literal && !same(checkable[0] ?? '', recordKeys[0] ?? '')
      ? recordKeys[leadingGroups]
      : recordKeys[0];
  const firstAuthorSame = same(checkable[0] ?? '', firstRecordKey ?? '');
  const unused = [...recordKeys];
  let found = 0;
  let exact = 0;
  for (const key of checkable) {
    let at = unused.indexOf(key);
    if (at >= 0) exact += 1;
    else at = unused.findIndex((other) => same(key, other));
    if (at >= 0) {
      found += 1;
      unused.splice(at, 1);
    }
  }
  const share = found / checkable.length;
  const exactFirst = checkable[0] === firstRecordKey;
  if (exactFirst && exact === checkable.length) {
    return { agreement: 'same', found: share, firstAuthorSame };
  }
  if (firstAuthorSame && share >= 0.6) return { agreement: 'close', found: share, firstAuthorSame };
  // Cited lists sometimes start from a different name (a consortium first, or the first author dropped).
  if (!firstAuthorSame && checkable.length >= 4 && share >= 0.8) {
    return { agreement: 'close', found: share, firstAuthorSame };
  }
  return { agreement: 'different', found: share, firstAuthorSame };
}

/** A collective name cited shorter or longer than PubMed holds it ("ADNI" inside "… Neuroimaging Initiative"). */
function collectiveOverlap(a: string, b: string): boolean {
  return Math.min(a.length, b.length) >= 12 && (a.includes(b) || b.includes(a));
}
