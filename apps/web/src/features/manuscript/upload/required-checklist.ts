import { type ArticleType, MANUSCRIPT_STEPS, requiredSteps, type StepValue } from '@galley/contracts';

export interface ChecklistItem {
  step: StepValue;
  /** The step's name in the user's language, from the server's step texts. */
  name: string;
  /** Its step set (abstract, main): two steps share a name ("Results"), their sets tell them apart. */
  set: string;
}

/**
 * The items the author confirms before tagging (spec §4 "Uploading moves on only after the user confirms all
 * required items exist"): the article type's required steps in board order, named by the step texts (the
 * step value itself when a name is missing, so no item is ever dropped).
 */
export function checklistItems(articleType: ArticleType, stepNames: Record<string, string>): ChecklistItem[] {
  return requiredSteps(articleType).map((step) => ({
    step,
    name: stepNames[step] ?? step,
    set: MANUSCRIPT_STEPS.find((definition) => definition.value === step)?.set ?? 'none',
  }));
}

/** Every item ticked (and at least one item: an empty list is still loading). */
export function checklistComplete(items: readonly ChecklistItem[], ticked: ReadonlySet<string>): boolean {
  return items.length > 0 && items.every((item) => ticked.has(item.step));
}
