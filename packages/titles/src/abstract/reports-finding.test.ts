import { describe, expect, it } from 'vitest';
import { readAbstract } from './read-abstract.ts';
import { reportsFinding } from './reports-finding.ts';

const finds = (abstract: string) => reportsFinding(readAbstract(abstract).sentences);

describe('reportsFinding', () => {
  it('sees a finding in results with statistics or a reported effect', () => {
    expect(finds('RESULTS: Pain fell by 2 points (p < 0.01). CONCLUSIONS: Heat eases back pain.')).toBe(true);
    expect(finds('We gave zinc to 40 rats. Zinc reduced liver damage in every rat.')).toBe(true);
  });

  it('sees none in a protocol or in aims and methods only', () => {
    expect(
      finds(
        'OBJECTIVE: To test heat for back pain. METHODS: 200 adults will be randomised to heat or usual care. The primary outcome will be pain at 6 weeks.',
      ),
    ).toBe(false);
    expect(finds('BACKGROUND: Back pain increased in recent decades. METHODS: We surveyed 300 nurses.')).toBe(
      false,
    );
  });
});
