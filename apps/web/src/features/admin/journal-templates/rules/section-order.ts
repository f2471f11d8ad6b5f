import type { BodySection, BodyStep } from '@galley/contracts';
import { isDraggableStep } from './step-rules.ts';

/** A body section in the editor: the contract's section plus a key that survives reordering. */
export interface DraftSection extends BodySection {
  key: string;
}

/** `items` with the item at `from` moved to `to`; out-of-range indexes leave it as it was. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, moved);
  return copy;
}

/** Moves the section `activeKey` to where `overKey` is (dnd-kit sortable's drop). */
export function moveSection(
  sections: readonly DraftSection[],
  activeKey: string,
  overKey: string,
): DraftSection[] {
  const from = sections.findIndex((section) => section.key === activeKey);
  const to = sections.findIndex((section) => section.key === overKey);
  return moveItem(sections, from, to);
}

/** Moves a step inside its section; a table step (never in a section anyway) is refused. */
export function moveStep(
  sections: readonly DraftSection[],
  sectionKey: string,
  step: string,
  overStep: string,
): DraftSection[] {
  if (!isDraggableStep(step)) return [...sections];
  return sections.map((section) => {
    if (section.key !== sectionKey) return section;
    const from = section.from.indexOf(step as BodyStep);
    const to = section.from.indexOf(overStep as BodyStep);
    return { ...section, from: moveItem(section.from, from, to) };
  });
}

/** Adds a step at the end of a section, taking it out of any other section (a step is placed once). */
export function placeStep(
  sections: readonly DraftSection[],
  sectionKey: string,
  step: string,
): DraftSection[] {
  if (!isDraggableStep(step)) return [...sections];
  const body = step as BodyStep;
  return sections.map((section) => {
    const without = section.from.filter((each) => each !== body);
    return section.key === sectionKey
      ? { ...section, from: [...without, body] }
      : { ...section, from: without };
  });
}

/** Takes a step out of a section; it becomes unplaced. */
export function removeStep(
  sections: readonly DraftSection[],
  sectionKey: string,
  step: string,
): DraftSection[] {
  return sections.map((section) =>
    section.key === sectionKey ? { ...section, from: section.from.filter((each) => each !== step) } : section,
  );
}

/** Body steps no section holds (nor the title page, which places declarations and acknowledgements there). */
export function unplacedSteps(
  sections: readonly DraftSection[],
  onTitlePage: readonly string[],
  all: readonly BodyStep[],
): BodyStep[] {
  const placed = new Set<string>([...sections.flatMap((section) => section.from), ...onTitlePage]);
  return all.filter((step) => !placed.has(step));
}
