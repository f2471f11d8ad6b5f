import type { StepValue } from '@galley/contracts';

/**
 * A top-level heading the lexicon does not know, read by its words: "4. The analysis and comparison of the
 * experiment and simulation results" is results, "2. Experimental study on haze" is methods.
 */
export function keywordSection(normalized: string): StepValue | undefined {
  if (/\bresults?\b|\bfindings\b/.test(normalized)) return 'main.results';
  if (/\bdiscussion\b/.test(normalized)) return 'main.discussion';
  if (
    /\b(?:methods?|methodology|materials|experimental|experiments?)\b|^(?:study (?:areas?|sites?|regions?|design|population)|data(?:sets?| sources?| collection)?(?: and study design)?|datasets?|sampling(?: design)?|sample collection|field (?:survey|work|sampling)|participants|procedures?)$/.test(
      normalized,
    )
  )
    return 'main.materials_and_methods';
  return undefined;
}
