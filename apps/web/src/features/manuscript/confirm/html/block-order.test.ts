import { describe, expect, it } from 'vitest';
import { blockOrder } from './block-order.ts';

describe('blockOrder', () => {
  it('lists tables and paragraphs with text, leaving out empty paragraphs and paragraphs inside tables', () => {
    const html = [
      '<div class="manuscript">',
      '<p data-block="p1">Title</p>',
      '<p data-block="p2"></p>',
      '<table data-block="t1" data-table="true"><tbody><tr><td><p data-block="p3">cell</p></td></tr></tbody></table>',
      '<p data-block="p4">After <span data-highlight-container-main.results-0="">the</span> table</p>',
      '</div>',
    ].join('\n');
    expect(blockOrder(html)).toEqual(['p1', 't1', 'p4']);
  });
});
