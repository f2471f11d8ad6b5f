import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { supplementIssue } from './supplement-issue.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  supplementIssue(source, item);
  return item;
}

describe('supplementIssue', () => {
  it('moves a bracketed supplement and its number into the issue', () => {
    const item = read('Ito K. Pain. Spine Res (Suppl 2), 10–12 (2003)', {
      'container-title': 'Spine Res (Suppl',
      volume: '2',
    });
    expect(item).toMatchObject({ 'container-title': 'Spine Res', issue: 'Suppl 2' });
    expect(item.volume).toBeUndefined();
  });

  it('keeps the volume after a supplement printed with its own caption', () => {
    const item = read('Ito K. Pain. Clinical Spine. Supplement, vol. 40, p. 3.', {
      'container-title': 'Clinical Spine. Supplement',
      volume: '40',
    });
    expect(item).toMatchObject({ 'container-title': 'Clinical Spine', volume: '40', issue: 'Supplement' });
  });

  it("leaves a journal whose abbreviation ends in Suppl: it is the journal's name", () => {
    const item = read('Ito K. Pain. Acta Spine Scand Suppl 1970, 12: 1–9.', {
      'container-title': 'Acta Spine Scand Suppl',
      volume: '12',
    });
    expect(item['container-title']).toBe('Acta Spine Scand Suppl');
  });
});
