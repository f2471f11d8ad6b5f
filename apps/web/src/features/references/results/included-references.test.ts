import type { ReferenceOrderItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { defaultIncluded, listedReferences, referenceFlag } from './included-references.ts';

function reference(index: number, status: ReferenceOrderItem['status']): ReferenceOrderItem {
  return {
    index,
    source: `ref ${index}`,
    status,
    pmid: null,
    precautions: [],
    parsed: { id: 'x', type: 'article-journal', title: `T${index}` },
    pubmed: null,
    evidence: null,
    reason: null,
    edited: [],
  };
}

const references = [
  reference(1, 'verified'),
  reference(2, 'pending'),
  reference(3, 'not_found'),
  reference(4, 'mismatch'),
  reference(5, 'not_applicable'),
];

describe('defaultIncluded', () => {
  it('includes every checked reference, flagged ones too, but no pending one', () => {
    expect(defaultIncluded(references)).toEqual([1, 3, 4, 5]);
  });
});

describe('referenceFlag', () => {
  it('flags references PubMed did not find or only partly matched', () => {
    expect(references.map(({ status }) => referenceFlag(status))).toEqual([
      null,
      null,
      'not_found',
      'mismatch',
      null,
    ]);
  });
});

describe('listedReferences', () => {
  it('follows the order, drops excluded and pending ones, and ids each item by its index', () => {
    const listed = listedReferences(references, [5, 4, 3, 2, 1], new Set([1, 2, 4, 5]));
    expect(listed.map(({ index, item }) => [index, item.id, item.title])).toEqual([
      [5, '5', 'T5'],
      [4, '4', 'T4'],
      [1, '1', 'T1'],
    ]);
  });
});
