import { describe, expect, it } from 'vitest';
import { type LabelledParts, labelledParts } from './labelled-parts.test-helper.ts';
import { taggedSpans } from './tagged-spans.ts';

function spanTexts(parts: LabelledParts): Record<string, string> {
  const { tokens, labels } = labelledParts(parts);
  const text = parts.map(([part]) => part).join(' ');
  const spans = taggedSpans(
    text,
    tokens,
    labels,
    labels.map(() => 1),
  );
  return Object.fromEntries([...spans].map(([label, span]) => [label, span.text]));
}

describe('taggedSpans', () => {
  it('keeps the longest run of a label', () => {
    expect(
      spanTexts([
        ['Tides', 'title'],
        ['of', 'note'],
        ['the Northern Seas.', 'title'],
      ]).title,
    ).toBe('the Northern Seas.');
  });

  it('keeps the container run followed by the volume or pages over a longer one', () => {
    const spans = spanTexts([
      ['Tides.', 'title'],
      ['Sea Notes', 'container'],
      ['9: 1-18.', 'volume'],
      ['The Northern Institute of Marine Studies.', 'container'],
    ]);
    expect(spans.container).toBe('Sea Notes');
  });
});
