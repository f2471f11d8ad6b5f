import { describe, expect, it } from 'vitest';
import { repairParsedItem } from './repair-parsed-item.ts';

describe('repairParsedItem', () => {
  it('reads a lone initial-less "author" of a journal-only citation as the journal', () => {
    const item = repairParsedItem({
      id: '1',
      type: 'article-journal',
      source: 'Neuron. 1989 Apr;2(4):1389-97',
      author: [{ family: 'Neuron' }],
      volume: '2',
      page: '1389-97',
    });
    expect(item).toMatchObject({ 'container-title': 'Neuron', volume: '2', page: '1389-97' });
    expect(item.author).toBeUndefined();
  });

  it('takes a Vancouver locator the parser left out, and nothing else', () => {
    const source = 'Lancet. 1987 Feb 14;1(8529):384-5';
    expect(
      repairParsedItem({ id: '1', type: 'article-journal', source, 'container-title': 'Lancet' }),
    ).toMatchObject({
      volume: '1',
      issue: '8529',
      page: '384-5',
    });
    const parsed = {
      id: '1',
      type: 'article-journal' as const,
      source,
      author: [{ family: 'Smith', given: 'J' }],
      volume: '3',
    };
    expect(repairParsedItem(parsed)).toBe(parsed);
  });
});
