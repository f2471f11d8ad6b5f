import type { TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { boardOverlaps } from './board-overlaps.ts';

const highlight = (block: string, start: number, end: number) => ({ block, start, end });
const result = (steps: [string, ReturnType<typeof highlight>[]][]): TagResult =>
  ({
    tagger: 'local',
    warnings: [],
    steps: steps.map(([step, highlights]) => ({ step, confidence: 0.9, highlights })),
  }) as unknown as TagResult;

describe('overlaps the confirm board would refuse', () => {
  it('counts two steps over the same text unless one may duplicate the other', () => {
    expect(
      boardOverlaps(
        result([
          ['main.results', [highlight('p1', 0, 10)]],
          ['main.introduction', [highlight('p1', 5, 20)]],
        ]),
      ),
    ).toBe(1);
    expect(
      boardOverlaps(
        result([
          ['main.discussion', [highlight('p1', 0, 10)]],
          ['main.conclusions', [highlight('p1', 0, 10)]],
        ]),
      ),
    ).toBe(0);
    expect(
      boardOverlaps(
        result([
          ['main.results', [highlight('p1', 0, 10)]],
          ['main.introduction', [highlight('p1', 10, 20)]],
        ]),
      ),
    ).toBe(0);
  });
});
