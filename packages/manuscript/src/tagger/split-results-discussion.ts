import { voteSentences } from './results-discussion-cues.ts';

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
export function splitResultsAndDiscussion(items: readonly CombinedItem[]): ResultsOrDiscussion[] {
  const labels: (ResultsOrDiscussion | undefined)[] = [];
  let previous: ResultsOrDiscussion = 'main.results';
  for (const item of items) {
    if (item.heading) {
      labels.push(item.fixed);
      // A new subsection opens with its findings: a paragraph without a clear lean does not carry over.
      previous = item.fixed ?? 'main.results';
      continue;
    }
    const votes = voteSentences(item.text);
    const label: ResultsOrDiscussion =
      item.fixed ??
      (votes.interpretation > votes.findings
        ? 'main.discussion'
        : votes.findings > votes.interpretation
          ? 'main.results'
          : previous);
    labels.push(label);
    previous = label;
  }
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
