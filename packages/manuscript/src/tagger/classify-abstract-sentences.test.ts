import { describe, expect, it } from 'vitest';
import { abstractCueBoosts } from './abstract-cues.ts';
import { abstractFeatures, abstractSequenceFeatures } from './abstract-features.ts';
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

  it('ships the part-to-part transitions it was trained with: abstracts start on their background', () => {
    const transitions = SHIPPED_ABSTRACT_MODEL.transitions;
    expect(transitions?.start).toHaveLength(ABSTRACT_PARTS.length);
    const start = transitions?.start ?? [];
    expect(start.indexOf(Math.max(...start))).toBe(0);
    // A part goes on more often than it gives way to the next one, except the last, which only goes on.
    for (let k = 0; k < 3; k++)
      expect(transitions?.next[k]?.[k]).toBeGreaterThan(transitions?.next[k]?.[k + 1] ?? 0);
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

describe('abstracts outside biomedicine', () => {
  const label = (abstract: string) => {
    const sentences = splitSentences(abstract).map((r) => abstract.slice(r.start, r.end));
    return classifyAbstractSentences(sentences, SHIPPED_ABSTRACT_MODEL).map((l) => l.part);
  };

  it('lets an abstract end on its findings, without a conclusion', () => {
    const parts = label(
      'Minimum wage rises are often said to reduce employment among young workers. ' +
        'The evidence from small open economies is scarce. ' +
        'We collected payroll records of 4,300 firms between 2005 and 2019 and estimated difference-in-differences models. ' +
        'We find that employment of workers under 25 fell by 1.2% after each rise, while their hours were unchanged.',
    );
    expect(parts).toEqual(['background', 'background', 'methods', 'results']);
  });

  it('reads "we designed" as methods and "as we will show" as results after a long background', () => {
    const parts = label(
      'This paper examines word order in the relative clauses of two Romance dialects. ' +
        'Both dialects allow the verb before the subject in main clauses. ' +
        'In relative clauses, however, the grammars described so far disagree on which orders are possible. ' +
        'We designed an elicitation task with 40 speakers of each dialect. ' +
        'As we will show, speakers accept verb-first relatives far more often than the grammars predict.',
    );
    expect(parts).toEqual(['background', 'background', 'background', 'methods', 'results']);
  });
});

describe('abstract features and cues', () => {
  it('adds to each sentence the general cues seen before and after it', () => {
    const sentences = [
      'Noun classes vary between dialects.',
      'We designed an experiment with 30 speakers.',
      'We found that younger speakers vary more.',
    ];
    const features = abstractSequenceFeatures(sentences);
    expect(features[0]).toEqual(expect.arrayContaining(['ahead:cue:we-did', 'ahead:cue:we-found']));
    expect(features[0]).not.toContain('seen:cue:we-did');
    expect(features[2]).toEqual(expect.arrayContaining(['seen:cue:we-did']));
    expect(features[2]).not.toContain('ahead:cue:we-did');
    // A sentence's own features come first, as abstractFeatures gives them.
    expect(features[1]?.slice(0, abstractFeatures(sentences[1] ?? '', 1, 3).length)).toEqual(
      abstractFeatures(sentences[1] ?? '', 1, 3),
    );
  });

  it('takes "overall" as a conclusion cue only at the start of a sentence', () => {
    expect(abstractFeatures('Overall, the policy worked.', 3, 4)).toContain('cue:conclude');
    expect(abstractFeatures('Levels of open access were higher overall in Europe.', 3, 4)).not.toContain(
      'cue:conclude',
    );
  });

  it('tells present passives from narration in the past', () => {
    expect(abstractFeatures('The lexicon is divided in six classes.', 1, 4)).not.toContain('tense:narrated');
    expect(abstractFeatures('Speakers were recorded in 2019.', 1, 4)).toContain('tense:narrated');
  });

  it('boosts the part that a field-neutral phrase names', () => {
    const boosted = (sentence: string) => {
      const boosts = abstractCueBoosts(sentence, ABSTRACT_PARTS);
      return boosts.some((b) => b > 0) ? ABSTRACT_PARTS[boosts.indexOf(Math.max(...boosts))] : undefined;
    };
    expect(boosted('Here we propose a set of requirements for such an analysis.')).toBe('methods');
    expect(boosted('As we will show, speakers are consistent.')).toBe('results');
    expect(boosted('Using benchmarks across platforms, we demonstrated that the tool is faster.')).toBe(
      'results',
    );
    expect(boosted('We conclude that the effect is local.')).toBe('conclusions');
    expect(boosted('Soil models depend on the data soil science can provide.')).toBeUndefined();
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

  it('weighs the transitions: a borderline row goes with the part that usually comes next', () => {
    // Row 1 narrowly prefers results over methods; a background is seldom followed straight by results.
    const rows = [log([0.7, 0.1, 0.1, 0.1]), log([0.1, 0.42, 0.43, 0.05]), log([0.1, 0.1, 0.7, 0.1])];
    expect(decodeMonotone(rows)).toEqual([0, 2, 2]);
    const transitions = {
      start: log([0.9, 0.05, 0.03, 0.02]),
      next: [log([0.5, 0.3, 0.1, 0.1]), log([1, 0.6, 0.3, 0.1]), log([1, 1, 0.8, 0.2]), log([1, 1, 1, 1])],
      end: log([0.02, 0.1, 0.4, 0.48]),
    };
    expect(decodeMonotone(rows, transitions)).toEqual([0, 1, 2]);
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
