import type { CslName } from '@galley/contracts';

/**
 * The mark of an author list its source cut short ("Garcia M, et al."; BibTeX's "and others"). CSL-JSON has no
 * field for it, so it travels as a last name `{ literal: 'et al.' }`: it survives every schema and store that
 * keeps names, CSL processors print it as written, and the formatter prints each preset's own et-al term for it.
 */
export const ET_AL_NAME: CslName = Object.freeze({ literal: 'et al.' });

const ET_AL_TEXT = /^(?:et\.?\s*al\.?|and others|others|…|\.\.\.)$/i;

/** Whether a whole name field says only "et al." (RIS and EndNote exporters write it as an author). */
export function isEtAlText(text: string): boolean {
  return ET_AL_TEXT.test(text.trim());
}

/** Whether a name is the truncation mark rather than a person or group. */
export function isEtAlName(name: CslName | undefined): boolean {
  return Boolean(name?.literal && !name.family && !name.given && ET_AL_TEXT.test(name.literal.trim()));
}

/** The persons and groups of a list, without the truncation mark. */
export function withoutEtAl(names: CslName[]): CslName[] {
  return names.some(isEtAlName) ? names.filter((name) => !isEtAlName(name)) : names;
}
