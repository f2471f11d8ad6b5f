import { ABSTRACT_PARTS, type AbstractPart } from '../abstract-model.ts';
import { matchSectionHeading } from '../heading-lexicon.ts';
import type { AbstractItem } from '../tag-abstract.ts';

// Labels such as "Introduction" or "Background" name both abstract parts and body sections: the order of the
// labels so far tells which one a label is.
/**
 * A part label carries on a structured abstract only in order, and only if the abstract is structured so far:
 * "Introduction" after unlabelled abstract text, or "Background" after "Conclusions", opens the body instead.
 */
export function continuesLabels(
  items: readonly AbstractItem[],
  part: AbstractPart,
  normalized: string,
): boolean {
  const labels = items.flatMap((item) => (item.kind === 'heading' && item.part ? [item.part] : []));
  const text = items.some((item) => item.kind === 'text');
  if (!labels.length) return !text;
  // A label only abstracts use ("Objective" after "Study design", as Spine orders them) may go back before
  // the conclusions; one that also names a body section ("Introduction") must keep the order.
  // Before the results, any label goes: "Background" after "Study design" is still the abstract.
  if (!labels.includes('conclusions') && !matchSectionHeading(normalized)) return true;
  if (!labels.includes('results') && !labels.includes('conclusions')) return true;
  return ABSTRACT_PARTS.indexOf(part) >= ABSTRACT_PARTS.indexOf(labels[labels.length - 1] as AbstractPart);
}
