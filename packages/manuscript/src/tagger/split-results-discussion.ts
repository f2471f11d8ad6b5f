import type { AbstractModel } from './abstract-model.ts';
import { partLogProbabilities } from './classify-abstract-sentences.ts';
import { voteSentences } from './results-discussion-cues.ts';
import { splitSentences } from './split-sentences.ts';

// How far the sentence model must lean (summed log-odds) to decide a paragraph no cue decided.
const MIN_LEAN = 2;

/**
 * With no cue either way, the sentence model (learnt from abstracts, without positions) says whether a paragraph
 * reads like findings or like conclusions drawn from them; undefined when it does not lean far enough.
 */
function leanOf(text: string, model: AbstractModel): ResultsOrDiscussion | undefined {
  const results = model.labels.indexOf('results');
  const conclusions = model.labels.indexOf('conclusions');
  let sum = 0;
  for (const { start, end } of splitSentences(text)) {
    const log = partLogProbabilities(text.slice(start, end), model);
    sum += (log[results] ?? 0) - (log[conclusions] ?? 0);
  }
  return sum > MIN_LEAN ? 'main.results' : sum < -MIN_LEAN ? 'main.discussion' : undefined;
}

export type ResultsOrDiscussion = 'main.results' | 'main.discussion';

/** A paragraph of a combined "Results and Discussion" section, in document order. */
export interface CombinedItem {
  text: string;
  heading: boolean;
  /** Set when a subheading already decided ("Limitations", "3.2 Discussion"): the item keeps it. */
  fixed?: ResultsOrDiscussion;
}

/**
 * Splits a combined "Results and Discussion" section, which the board needs as two steps. A paragraph is
 * discussion when more of its sentences interpret (hedge, explain, compare with earlier work, look ahead) than
 * report findings (numbers, figures, measured changes), results when the opposite holds, and on a tie (or no cue at
 * all) it continues what the paragraph before it in its subsection was — a (sub)section opens with results. A subheading goes with the
 * first paragraph under it, since a heading belongs to the section it heads.
 */
export function splitResultsAndDiscussion(
  items: readonly CombinedItem[],
  model?: AbstractModel,
): ResultsOrDiscussion[] {
  const labels: (ResultsOrDiscussion | undefined)[] = [];
  // Paragraphs some sentence of which interprets, or none of which leans either way.
  const interprets: boolean[] = [];
  let previous: ResultsOrDiscussion = 'main.results';
  for (const item of items) {
    if (item.heading) {
      labels.push(item.fixed);
      interprets.push(false);
      // A new subsection opens with its findings: a paragraph without a clear lean does not carry over.
      previous = item.fixed ?? 'main.results';
      continue;
    }
    const votes = voteSentences(item.text);
    interprets.push(votes.interpretation > 0 || votes.findings === 0);
    const label: ResultsOrDiscussion =
      item.fixed ??
      (votes.interpretation > votes.findings
        ? 'main.discussion'
        : votes.findings > votes.interpretation
          ? 'main.results'
          : (model && leanOf(item.text, model)) || previous);
    labels.push(label);
    previous = label;
  }
  discussionAround(items, labels, interprets);
  // Headings take the label of the first paragraph below them, else the one above.
  return labels.map((label, i) => {
    if (label) return label;
    for (let j = i + 1; j < items.length; j++) {
      const below = labels[j];
      if (below && !items[j]?.heading) return below;
    }
    for (let j = i - 1; j >= 0; j--) {
      const above = labels[j];
      if (above) return above;
    }
    return 'main.results';
  });
}

/**
 * A paragraph read as findings between two discussion paragraphs of the same subsection is discussion too when
 * some sentence of it interprets: the discussion quotes figures as it weighs them ("the rate of 0.99 % is lower
 * than …"). A paragraph of findings only keeps them, as papers that alternate findings and comment write them.
 */
function discussionAround(
  items: readonly CombinedItem[],
  labels: (ResultsOrDiscussion | undefined)[],
  interprets: readonly boolean[],
): void {
  for (let i = 1; i < items.length - 1; i++) {
    if (items[i]?.heading || items[i]?.fixed || labels[i] !== 'main.results' || !interprets[i]) continue;
    const before = items[i - 1];
    const after = items[i + 1];
    if (before?.heading || after?.heading) continue;
    if (labels[i - 1] === 'main.discussion' && labels[i + 1] === 'main.discussion')
      labels[i] = 'main.discussion';
  }
}
