import type { BodySection } from '@galley/contracts';
import type { DraftSection } from './section-order.ts';

/** Gives each loaded section a key for dnd-kit; keys are positions at load time, so they never collide. */
export function keySections(sections: readonly BodySection[]): DraftSection[] {
  return sections.map((section, index) => ({ ...section, key: `section-${index}` }));
}

/** A key no section of `sections` has yet. */
export function nextSectionKey(sections: readonly DraftSection[]): string {
  const used = new Set(sections.map((section) => section.key));
  let index = sections.length;
  while (used.has(`section-${index}`)) index += 1;
  return `section-${index}`;
}

/** The contract's sections again: keys dropped, a blank heading written as none (text kept as typed). */
export function toBodySections(sections: readonly DraftSection[]): BodySection[] {
  return sections.map(({ heading, from, required }) => ({
    heading: heading?.trim() ? heading : null,
    from,
    required,
  }));
}
