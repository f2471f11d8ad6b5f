import type { Paragraph, StepValue, TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { collectSteps } from './collect-steps.ts';
import type { ManuscriptIndex } from './source-index.ts';

const paragraph = (id: string, text: string, heading = false): Paragraph => ({
  type: 'paragraph',
  id,
  text,
  spans: [],
  inlines: [],
  origin: 'body',
  ...(heading ? { heading: { level: 1, by: 'formatting' as const } } : {}),
});

function indexOf(paragraphs: Paragraph[]): ManuscriptIndex {
  return {
    paragraphs: new Map(paragraphs.map((p) => [p.id, p])),
    order: new Map(paragraphs.map((p, at) => [p.id, at])),
    tables: new Map(),
    tableCaptions: new Map(),
  };
}

const whole = (p: Paragraph) => ({ block: p.id, start: 0, end: p.text.length, confidence: 1 });
const tags = (steps: [StepValue, Paragraph[]][]): TagResult => ({
  tagger: 'local',
  warnings: [],
  steps: steps.map(([step, list]) => ({ step, confidence: 1, highlights: list.map(whole) })),
});
const placed = new Set<StepValue>(['main.discussion', 'main.conclusions']);

describe('collectSteps: a guest step leaving its host', () => {
  const heading = paragraph('h', '6. Conclusions', true);
  const text = paragraph('c', 'Our method works on every corpus we tried.');
  const earlier = paragraph('d', 'We discuss the results in the light of earlier work.');

  it('takes the conclusions out of a discussion that keeps text of its own', () => {
    const index = indexOf([earlier, heading, text]);
    const { fragments, movedOut } = collectSteps(
      index,
      tags([
        ['main.discussion', [earlier, heading, text]],
        ['main.conclusions', [heading, text]],
      ]),
      placed,
    );
    expect(fragments.get('main.discussion')?.map((f) => f.block)).toEqual(['d']);
    expect(fragments.get('main.conclusions')?.map((f) => f.block)).toEqual(['h', 'c']);
    expect(movedOut).toEqual([{ step: 'main.conclusions', from: 'main.discussion' }]);
  });

  it('leaves the text in a discussion that is the conclusions text and nothing else', () => {
    const index = indexOf([heading, text]);
    const { fragments, movedOut } = collectSteps(
      index,
      tags([
        ['main.discussion', [heading, text]],
        ['main.conclusions', [heading, text]],
      ]),
      placed,
    );
    expect(fragments.get('main.discussion')?.map((f) => f.block)).toEqual(['h', 'c']);
    expect(fragments.get('main.conclusions') ?? []).toEqual([]);
    expect(movedOut).toEqual([]);
  });

  it('leaves the text when only the discussion heading would be left', () => {
    const own = paragraph('dh', 'Discussion', true);
    const index = indexOf([own, text]);
    const { fragments } = collectSteps(
      index,
      tags([
        ['main.discussion', [own, text]],
        ['main.conclusions', [text]],
      ]),
      placed,
    );
    expect(fragments.get('main.discussion')?.map((f) => f.block)).toEqual(['dh', 'c']);
  });
});
