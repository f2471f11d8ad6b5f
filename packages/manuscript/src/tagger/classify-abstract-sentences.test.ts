import { describe, expect, it } from 'vitest';
import { ABSTRACT_PARTS } from './abstract-model.ts';
import { classifyAbstractSentences, decodeMonotone } from './classify-abstract-sentences.ts';
import { SHIPPED_ABSTRACT_MODEL } from './shipped-abstract-model.ts';
import { splitSentences } from './split-sentences.ts';

describe('abstract sentence classifier (shipped model)', () => {
  it('is a small JSON model trained on the PubMed structured abstracts', () => {
    expect(SHIPPED_ABSTRACT_MODEL.labels).toEqual(ABSTRACT_PARTS);
    expect(SHIPPED_ABSTRACT_MODEL.trainedOn.abstracts).toBeGreaterThan(1500);
    expect(SHIPPED_ABSTRACT_MODEL.trainedOn.heldOutAccuracy).toBeGreaterThan(0.85);
    expect(Object.keys(SHIPPED_ABSTRACT_MODEL.weights).length).toBeLessThan(20_000);
  });

  it('splits a typical unstructured abstract in order, background to conclusions', () => {
    const abstract =
      'Hypertension is a leading cause of stroke, yet many patients remain untreated. ' +
      'We conducted a randomized trial in 1,200 adults aged 40 to 75 years in 30 primary care clinics. ' +
      'Systolic blood pressure fell by 12 mmHg in the intervention group compared with 4 mmHg in controls (p < 0.001). ' +
      'These findings suggest that pharmacist-led care should be offered in primary care.';
    const sentences = splitSentences(abstract).map((r) => abstract.slice(r.start, r.end));
    const labels = classifyAbstractSentences(sentences, SHIPPED_ABSTRACT_MODEL);
    expect(labels.map((l) => l.part)).toEqual(['background', 'methods', 'results', 'conclusions']);
    for (const label of labels) expect(label.confidence).toBeGreaterThan(0.5);
  });
});

describe('monotone decoding', () => {
  const log = (p: number[]) => p.map(Math.log);

  it('never lets the labels go backwards, even where one row prefers an earlier label', () => {
    // Row 2 on its own prefers background, but only narrowly: the order wins over that row.
    const rows = [
      log([0.7, 0.1, 0.1, 0.1]),
      log([0.1, 0.7, 0.1, 0.1]),
      log([0.45, 0.4, 0.1, 0.05]),
      log([0.1, 0.1, 0.7, 0.1]),
      log([0.1, 0.1, 0.1, 0.7]),
    ];
    const labels = decodeMonotone(rows);
    expect(labels).toEqual([0, 1, 1, 2, 3]);
    for (let i = 1; i < labels.length; i++) expect(labels[i]).toBeGreaterThanOrEqual(labels[i - 1] ?? 0);
  });

  it('keeps the best contiguous runs when a strong row would break the order', () => {
    // A confident "results" row in the middle of background: cheaper to relabel it than the rows around it.
    const rows = [log([0.8, 0.1, 0.05, 0.05]), log([0.2, 0.1, 0.6, 0.1]), log([0.9, 0.05, 0.03, 0.02])];
    expect(decodeMonotone(rows)).toEqual([0, 0, 0]);
  });

  it('allows empty labels: no methods and no conclusions', () => {
    const rows = [log([0.8, 0.1, 0.05, 0.05]), log([0.7, 0.1, 0.1, 0.1]), log([0.1, 0.2, 0.6, 0.1])];
    expect(decodeMonotone(rows)).toEqual([0, 0, 2]);
  });

  it('handles a short abstract: one sentence, two sentences, none', () => {
    expect(decodeMonotone([log([0.1, 0.6, 0.2, 0.1])])).toEqual([1]);
    expect(decodeMonotone([log([0.1, 0.1, 0.1, 0.7]), log([0.7, 0.1, 0.1, 0.1])])).toEqual([0, 0]);
    expect(decodeMonotone([])).toEqual([]);
    const one = classifyAbstractSentences(
      ['We found that 40% of the samples were positive (p < 0.01).'],
      SHIPPED_ABSTRACT_MODEL,
    );
    expect(one).toHaveLength(1);
  });
});

describe('sentence splitting', () => {
  it('keeps abbreviations, initials and decimals inside sentences', () => {
    const text = 'Cells (e.g. neurons) were counted by J. Smith et al. in Fig. 2. The mean was 3.5 cm. Done!';
    expect(splitSentences(text).map((r) => text.slice(r.start, r.end))).toEqual([
      'Cells (e.g. neurons) were counted by J. Smith et al. in Fig. 2.',
      'The mean was 3.5 cm.',
      'Done!',
    ]);
  });
});
