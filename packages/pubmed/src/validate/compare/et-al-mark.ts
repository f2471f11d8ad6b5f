import type { CslName } from '@galley/contracts';

// The parser keeps a cut-short list's "et al." as a last name { literal: 'et al.' } (@galley/references).
const ET_AL_TEXT = /^(?:et\.?\s*al\.?|and others|others|…|\.\.\.)$/i;

/**
 * The cited persons and groups without the truncation mark: "et al." says names were left out, it is no author
 * PubMed could list, so it must not count as a cited name the record lacks.
 */
export function withoutEtAlMark(names: CslName[] | undefined): CslName[] {
  return (names ?? []).filter(
    (name) => !(name.literal && !name.family && !name.given && ET_AL_TEXT.test(name.literal.trim())),
  );
}
