import { describe, expect, it } from 'vitest';
import { fieldsFromSpans } from './fields-from-spans.ts';
import type { TaggedSpan } from './tagged-spans.ts';
import type { TokenLabel } from './token-labels.ts';

describe('fieldsFromSpans', () => {
  it('reads editors without the "In" their run starts with', () => {
    const spans = new Map<TokenLabel, TaggedSpan>([
      ['editor', { text: 'in Robert Singh (ed.),', confidence: 1, tokens: 7 }],
    ]);
    const item = { id: '1', type: 'chapter' as const };
    fieldsFromSpans(spans, item);
    expect(item).toMatchObject({ editor: [{ family: 'Singh', given: 'Robert' }] });
  });
});
