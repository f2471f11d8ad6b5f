import { MANUSCRIPT_STEPS, type StepValue, type TagResult } from '@galley/contracts';
import { type Fragment, fragmentText, mergeFragments, subtractFragments } from './fragment.ts';
import type { ManuscriptIndex } from './source-index.ts';

export interface CollectedSteps {
  /** Each step's text, in reading order, with no range claimed by two output places. */
  fragments: Map<StepValue, Fragment[]>;
  /** Duplicated text taken out of its host step because the template gives it a place of its own. */
  movedOut: { step: StepValue; from: StepValue }[];
}

const TRAVELLING: StepValue[] = ['table.title', 'table.annotation', 'back.figure_legends'];
/** Steps that may share text with their host (conclusions in the discussion, declarations in the methods). */
const HOSTED = new Set(MANUSCRIPT_STEPS.flatMap((d) => (d.duplicateFrom ? [d.value] : [])));

/**
 * The confirmed tags → each step's fragments. Text that travels on its own (table titles and notes with their table,
 * figure legends) is taken out of every other step; text a step may share with its host (conclusions inside the
 * discussion, declarations inside the methods) leaves the host when the template places that step itself, so it is
 * written once — unless the host would be left with no body text (the author confirmed the whole section as both):
 * then the host keeps it and the guest step gives it up.
 */
export function collectSteps(
  index: ManuscriptIndex,
  tags: TagResult,
  placed: ReadonlySet<StepValue>,
): CollectedSteps {
  const fragments = new Map<StepValue, Fragment[]>();
  // Text claimed so far by a step that does not travel and is no guest of a host: claimed again, it is written once.
  const claimed = new Map<StepValue, Fragment[]>();
  for (const tagging of tags.steps) {
    const known = tagging.highlights.filter(
      (h) =>
        index.paragraphs.has(h.block) &&
        h.end > h.start &&
        h.end <= (index.paragraphs.get(h.block)?.text.length ?? 0),
    );
    if (known.length === 0) continue;
    const own = mergeFragments(
      index,
      known.map(({ block, start, end }) => ({ block, start, end })),
    );
    const exclusive = !TRAVELLING.includes(tagging.step) && !HOSTED.has(tagging.step);
    const kept = exclusive
      ? subtractFragments(
          own,
          [...claimed].flatMap(([step, list]) => (step === tagging.step ? [] : list)),
        )
      : own;
    // A step tagged twice keeps both entries' text.
    fragments.set(tagging.step, mergeFragments(index, [...(fragments.get(tagging.step) ?? []), ...kept]));
    if (exclusive) claimed.set(tagging.step, [...(claimed.get(tagging.step) ?? []), ...kept]);
  }
  const captions: Fragment[] = [...index.tableCaptions.keys()].map((block) => ({
    block,
    start: 0,
    end: index.paragraphs.get(block)?.text.length ?? 0,
  }));
  const travelling = mergeFragments(index, [
    ...captions,
    ...TRAVELLING.flatMap((step) => fragments.get(step) ?? []),
  ]);
  for (const [step, list] of fragments) {
    if (TRAVELLING.includes(step)) continue;
    fragments.set(step, subtractFragments(list, travelling));
  }
  const movedOut: CollectedSteps['movedOut'] = [];
  for (const definition of MANUSCRIPT_STEPS) {
    const host = definition.duplicateFrom;
    const own = fragments.get(definition.value);
    const hosted = host ? fragments.get(host) : undefined;
    if (!host || !own?.length || !hosted?.length || !placed.has(definition.value)) continue;
    const rest = subtractFragments(hosted, own);
    if (length(rest) === length(hosted)) continue;
    if (hasBodyText(index, rest)) {
      movedOut.push({ step: definition.value, from: host });
      fragments.set(host, rest);
    } else {
      // Moving it would leave the host (a required section) with no text of its own: the author's confirmed host
      // section keeps its text, and the guest keeps only what lies outside the host, so the text is written once.
      fragments.set(definition.value, subtractFragments(own, hosted));
    }
  }
  return { fragments, movedOut };
}

/** Some word or number outside heading paragraphs: what a section needs to be more than an empty heading. */
function hasBodyText(index: ManuscriptIndex, list: readonly Fragment[]): boolean {
  return list.some((fragment) => {
    const paragraph = index.paragraphs.get(fragment.block);
    return !paragraph?.heading && /[\p{L}\p{N}]/u.test(fragmentText(index, fragment));
  });
}

const length = (list: readonly Fragment[]) => list.reduce((sum, f) => sum + f.end - f.start, 0);
