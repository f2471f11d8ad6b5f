import { describe, expect, it } from 'vitest';
import { parseSearchTerm } from './parse-search-term.ts';

describe('parseSearchTerm', () => {
  it('reads tags, quoted phrases, OR/AND/NOT and parentheses, AND-ing adjacent terms', () => {
    expect(parseSearchTerm('("heart failure"[ti] OR smith j[au]) NOT 2020[dp] 12[vi]')).toEqual({
      kind: 'and',
      left: {
        kind: 'not',
        left: {
          kind: 'or',
          left: { kind: 'clause', text: 'heart failure', tag: 'ti' },
          right: { kind: 'clause', text: 'smith j', tag: 'au' },
        },
        right: { kind: 'clause', text: '2020', tag: 'dp' },
      },
      right: { kind: 'clause', text: '12', tag: 'vi' },
    });
  });

  it('keeps untagged words apart from a quoted tagged phrase', () => {
    expect(parseSearchTerm('cancer "gene therapy"[ti]')).toMatchObject({
      kind: 'and',
      left: { text: 'cancer', tag: '' },
    });
  });

  it('returns null for an empty term', () => {
    expect(parseSearchTerm('   ')).toBeNull();
  });
});
