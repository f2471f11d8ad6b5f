import type { CslName } from '@galley/contracts';
import { ET_AL_NAME, isEtAlText } from './et-al-name.ts';

export interface ParseNameOptions {
  /**
   * The format writes persons as "Family, Given" (RIS, EndNote): a name with no comma and no trailing initials
   * is then an organisation ("World Health Organization"), however short.
   */
  commaMeansPerson?: boolean;
}

const COLLECTIVE =
  /\b(group|consortium|committee|association|society|organi[sz]ation|collaborat\w*|network|investigators|team|council|institute|working party|alliance|foundation|study)\b/i;
const SUFFIXES = /^(jr|sr|ii|iii|iv|v|2nd|3rd|4th)\.?$/i;
const INITIALS = /^(?:[A-Z]{1,4}|(?:[A-Z]\.-?){1,4})$/;
const PARTICLES = /^(van|von|der|den|de|del|della|di|da|dos|du|la|le|ter|ten|al|el|bin|ibn)$/i;

/**
 * A CSL name from "Family, Given[, Suffix]" (RIS, MEDLINE FAU, BibTeX) or "Family GI" (MEDLINE AU, Vancouver).
 * Text with no comma and no trailing initials is taken as a collective name (`literal`) when it has more than
 * three words, because "World Health Organization" must never become family "Organization".
 */
export function parseName(text: string, options: ParseNameOptions = {}): CslName {
  // Only ordinary white space is collapsed: a no-break space inside an organisation's name is kept as written.
  const spaced = text.replace(/[ \t\r\n]+/g, ' ').trim();
  const value = spaced.replace(/[;,]$/, '');
  if (!value) return {};
  // "AU  - et al." (some exporters write the cut as an author): the et-al mark, never a person named "al.".
  if (isEtAlText(value)) return { ...ET_AL_NAME };
  if (COLLECTIVE.test(value) && !/^[^,]+, (?:\p{Lu}\.?\s?-?){1,4}$/u.test(value)) return { literal: value };
  // Our RIS writer marks a person known by one name only with a trailing comma ("Madonna,").
  if (spaced.endsWith(',') && !value.includes(',')) return { family: value };
  const commaParts = value.split(',').map((part) => part.trim());
  if (commaParts.length >= 2 && commaParts[0]) {
    const name: CslName = { family: commaParts[0] };
    let given = commaParts[1] ?? '';
    let suffix = commaParts[2];
    if (!suffix) {
      const trailing = / (Jr|Sr|II|III|IV|2nd|3rd)\.?$/.exec(given);
      if (trailing) {
        suffix = trailing[1];
        given = given.slice(0, trailing.index);
      }
    } else if (!SUFFIXES.test(suffix)) {
      given = `${given} ${suffix}`.trim();
      suffix = undefined;
    }
    if (given) name.given = given;
    if (suffix) name.suffix = suffix;
    return name;
  }
  const words = value.split(' ');
  // Vancouver/MEDLINE "Smith JA", "Brownstein C D" or "van der Berg J": initials last, in capitals.
  let initialsStart = words.length;
  while (initialsStart > 1 && INITIALS.test(words[initialsStart - 1] ?? '')) initialsStart--;
  const familyWords = words.slice(0, initialsStart).filter((word) => !PARTICLES.test(word));
  // In RIS an organisation may end in capitals ("ECNP Immuno-NeuroPsychiatry TWG"); a person written without
  // the comma has a one-word family name ("Brownstein C D").
  const organisationLike = options.commaMeansPerson && familyWords.length > 1;
  if (initialsStart < words.length && initialsStart >= 1 && !organisationLike) {
    const trailing = words.slice(initialsStart);
    const name: CslName = { family: words.slice(0, initialsStart).join(' '), given: trailing.join(' ') };
    const last = trailing[trailing.length - 1] ?? '';
    if (trailing.length > 1 && SUFFIXES.test(last) && last !== 'V') {
      name.given = trailing.slice(0, -1).join(' ');
      name.suffix = last;
    }
    return name;
  }
  if (options.commaMeansPerson) return { literal: value };
  if (words.length === 1) return { family: value };
  if (words.length > 3) return { literal: value };
  // "John A. Smith": given names first; particles stay with the family name.
  let familyStart = words.length - 1;
  while (familyStart > 1 && PARTICLES.test(words[familyStart - 1] ?? '')) familyStart--;
  return { family: words.slice(familyStart).join(' '), given: words.slice(0, familyStart).join(' ') };
}
