import { describe, expect, it } from 'vitest';
import { abstractTransitions } from './abstract-transitions.ts';

describe('abstract transitions', () => {
  it('counts first parts, forward steps and last parts as log-probabilities times the scale', () => {
    const t = abstractTransitions(
      [
        { sentences: ['b', 'm', 'r', 'c'], labels: [0, 1, 2, 3] },
        { sentences: ['b', 'b', 'r'], labels: [0, 0, 2] },
      ],
      100,
    );
    // Starts: background twice, plus one for each of the four parts: 3/6, 1/6, 1/6, 1/6.
    expect(t.start).toEqual([Math.round(Math.log(3 / 6) * 100), -179, -179, -179]);
    // From background: to background once, methods once, results once, plus one each (2, 2, 2, 1 of 7).
    expect(t.next[0]).toEqual([-125, -125, -125, -195]);
    // Ends: conclusions once, results once, plus one each: 2/6 for those two, 1/6 for the others.
    expect(t.end).toEqual([-179, -179, -110, -110]);
  });

  it('never counts a step backwards, which the decoder cannot take', () => {
    const t = abstractTransitions([{ sentences: ['m', 'b', 'r'], labels: [1, 0, 2] }], 100);
    // Row "after methods": only methods, results, conclusions are counted, and the backward step is not.
    expect(t.next[1]?.[0]).toBe(0);
    expect(t.next[1]).toEqual([0, -110, -110, -110]);
  });
});
