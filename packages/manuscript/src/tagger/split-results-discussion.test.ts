import { describe, expect, it } from 'vitest';
import { voteSentences } from './results-discussion-cues.ts';
import { type CombinedItem, splitResultsAndDiscussion } from './split-results-discussion.ts';

const finding =
  'Yield rose to 41.2% in the warmed plots (Figure 2). Respiration was significantly higher at the upper site (p < 0.01).';
const interpretation =
  'This difference is likely due to the deeper snow cover, in line with previous studies. Future research may test whether it holds at other sites.';
const neutral = 'The plots lie on a north-facing slope above the river.';

const paragraph = (text: string): CombinedItem => ({ text, heading: false });
const heading = (text: string, fixed?: CombinedItem['fixed']): CombinedItem => ({
  text,
  heading: true,
  ...(fixed ? { fixed } : {}),
});

describe('voteSentences', () => {
  it('counts sentences that report findings and sentences that interpret', () => {
    expect(voteSentences(finding)).toEqual({ findings: 2, interpretation: 0 });
    expect(voteSentences(interpretation)).toEqual({ findings: 0, interpretation: 2 });
    expect(voteSentences(neutral)).toEqual({ findings: 0, interpretation: 0 });
  });

  it('lets a sentence with as many cues of each kind abstain, and does not read years as numbers', () => {
    expect(voteSentences('This may explain the rise to 40% (Figure 3).')).toEqual({
      findings: 1,
      interpretation: 0,
    });
    expect(voteSentences('Smith (2019) may have overlooked this.')).toEqual({
      findings: 0,
      interpretation: 1,
    });
  });
});

describe('splitResultsAndDiscussion', () => {
  it('sends interpretive paragraphs to the discussion and findings to the results', () => {
    expect(
      splitResultsAndDiscussion([paragraph(finding), paragraph(interpretation), paragraph(finding)]),
    ).toEqual(['main.results', 'main.discussion', 'main.results']);
  });

  it('reads a paragraph mixing findings and comment between two discussion paragraphs as discussion', () => {
    const mixed = `${finding} This may reflect the deeper snow cover.`;
    expect(
      splitResultsAndDiscussion([
        paragraph(finding),
        paragraph(interpretation),
        paragraph(mixed),
        paragraph(interpretation),
        paragraph(finding),
      ]),
    ).toEqual(['main.results', 'main.discussion', 'main.discussion', 'main.discussion', 'main.results']);
    // Findings alone between comments keep their label, as papers that alternate them write them.
    expect(
      splitResultsAndDiscussion([paragraph(interpretation), paragraph(finding), paragraph(interpretation)]),
    ).toEqual(['main.discussion', 'main.results', 'main.discussion']);
  });

  it('carries a paragraph without a lean on from the one before it, but not across a subheading', () => {
    expect(
      splitResultsAndDiscussion([
        paragraph(interpretation),
        paragraph(neutral),
        heading('Soil moisture'),
        paragraph(neutral),
        paragraph(interpretation),
      ]),
    ).toEqual(['main.discussion', 'main.discussion', 'main.results', 'main.results', 'main.discussion']);
  });

  it('gives a subheading the label of the first paragraph below it, and keeps what a subheading fixed', () => {
    expect(
      splitResultsAndDiscussion([
        heading('Snow cover'),
        paragraph(interpretation),
        heading('Limitations', 'main.discussion'),
        { text: finding, heading: false, fixed: 'main.discussion' },
        heading('Trailing heading'),
      ]),
    ).toEqual([
      'main.discussion',
      'main.discussion',
      'main.discussion',
      'main.discussion',
      'main.discussion',
    ]);
  });
});
