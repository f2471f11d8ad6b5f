import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// A report of several experiments or studies, each with its own method, results and discussion (APA's layout).
const FRONT = [
  p('Mind Wandering and Reading Comprehension: The Role of Interest'),
  p('Maria Rossi and John Smith'),
  p('Department of Psychology, University of Bern, Bern, Switzerland'),
  boldP('Abstract'),
  p(
    'Mind wandering is frequent during reading and is thought to impair comprehension. In two experiments, ' +
      'participants read texts while thought probes assessed their attention. Mind wandering predicted poorer ' +
      'comprehension, less so for interested readers. Interest may protect comprehension.',
  ),
  p('Keywords: mind wandering, reading, interest'),
  boldP('Introduction'),
  p('Readers often find their thoughts drifting away from the text (Smallwood, 2015).'),
];

function studySteps(first: string, second: string): Record<string, string[]> {
  return stepsByText(
    ...FRONT,
    boldP(first),
    p('The first study tested whether interest moderates the effect.'),
    boldP('Method'),
    p('We recruited 214 undergraduates.'),
    boldP('Results'),
    p('Mind wandering predicted poorer comprehension, b = -0.31.'),
    boldP('Discussion'),
    p('Interest weakened the effect.'),
    boldP(second),
    p('The second study tested whether the effect replicated.'),
    boldP('Method'),
    p('We recruited 356 adults online.'),
    boldP('Results'),
    p('The interaction replicated, b = 0.12.'),
    boldP('General Discussion'),
    p('Across studies, interest reduced the cost of mind wandering.'),
  );
}

describe('a report of several experiments', () => {
  it('opens the methods again at the next experiment or study, after the last one’s discussion', () => {
    const reports: [string, string][] = [
      ['Experiment 1', 'Experiment 2'],
      ['Study 1', 'Study 2: Replication With an Online Sample'],
      ['Experiment 1', 'Experiment 2 (N = 356)'],
    ];
    for (const [first, second] of reports) {
      const steps = studySteps(first, second);
      expect(steps[second], second).toEqual(['main.materials_and_methods']);
      expect(steps['The second study tested whether the effect replicated.'], second).toEqual([
        'main.materials_and_methods',
      ]);
      expect(steps['We recruited 356 adults online.'], second).toEqual(['main.materials_and_methods']);
      expect(steps['The interaction replicated, b = 0.12.'], second).toEqual(['main.results']);
    }
  });

  it('keeps results split by experiment, and a comparison of the studies, in the results', () => {
    const first = 'Mind wandering predicted poorer comprehension, b = -0.31.';
    const second = 'The interaction replicated, b = 0.12.';
    const compared = 'Both studies found the same moderation by interest.';
    const steps = stepsByText(
      ...FRONT,
      boldP('Method'),
      boldP('Experiment 1'),
      p('We recruited 214 undergraduates.'),
      boldP('Experiment 2'),
      p('We recruited 356 adults online.'),
      boldP('Results'),
      boldP('Experiment 1'),
      p(first),
      boldP('Experiment 2'),
      p(second),
      boldP('Study 1 and Study 2 Compared'),
      p(compared),
      boldP('Discussion'),
      p('Interest weakened the effect.'),
    );
    expect([steps[first], steps[second], steps[compared]]).toEqual([
      ['main.results'],
      ['main.results'],
      ['main.results'],
    ]);
  });
});
