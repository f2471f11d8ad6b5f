import { describe, expect, it } from 'vitest';
import { publisherEndEvidence } from './split-end-patterns.ts';

describe('publisherEndEvidence: a full line ending on a publisher or a place', () => {
  it('reads a place with its state’s or country’s code as the end of a reference', () => {
    expect(publisherEndEvidence('of the western plains. Academic Press, San Diego, CA.')).toBe(2.5);
    expect(publisherEndEvidence('Lake House, Bristol, UK.')).toBe(2.5);
  });

  it('reads a publisher’s own word as the end of a reference', () => {
    expect(publisherEndEvidence('Oxford: Blackwell Publishers.')).toBe(2.5);
    expect(publisherEndEvidence('Cambridge University Press.')).toBe(2.5);
  });

  it('reads a place with its state’s code, then a publisher’s name, as the end of a reference', () => {
    expect(publisherEndEvidence('(pp. 12-19). Boulder, CO: Harlow Lindqvist.')).toBe(2.5);
    expect(publisherEndEvidence('pages 40-48, Palo Alto, CA. Fenwick & Hale.')).toBe(2.5);
    // Not without its full stop (the publisher's name may go on), nor a code that is an author's initials.
    expect(publisherEndEvidence('Boulder, CO: Harlow Lindqvist')).toBe(0);
    expect(publisherEndEvidence('Tamm K, Oduya LB: Coastal')).toBe(0);
  });

  it('says nothing of an author list broken after initials, a subtitle or a publisher’s word mid-phrase', () => {
    expect(publisherEndEvidence('Smith JA, Hunt AP, Boch, AP')).toBe(0);
    expect(publisherEndEvidence('Rivers in Adults: Systematic Review.')).toBe(0);
    expect(publisherEndEvidence('Young JA (1978) Salivary glands. Academic Press')).toBe(0);
  });
});
