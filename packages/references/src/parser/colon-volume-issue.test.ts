import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readColonVolumeIssuePages } from './colon-volume-issue.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', ...fields };
  readColonVolumeIssuePages(source, item);
  return item;
}

describe('readColonVolumeIssuePages', () => {
  it('reads volume, issue and pages printed with two colons after the journal', () => {
    const source = 'Hussain I., 2008. Revitalizing a Water Supply. Water International, 33:3: 333.';
    expect(read(source, { 'container-title': 'Water International', volume: '33', page: '3' })).toMatchObject(
      {
        volume: '33',
        issue: '3',
        page: '333',
      },
    );
    expect(
      read('Lee K. Tides. Sea 12:4:101-109.', { 'container-title': 'Sea', volume: '12', page: '4' }),
    ).toMatchObject({ volume: '12', issue: '4', page: '101-109' });
  });

  it('leaves a time, a year and a found issue alone', () => {
    expect(read('Lee K. Tides. Sea, 10:30:45.', { 'container-title': 'Sea' }).issue).toBeUndefined();
    expect(read('Lee K. Tides. Sea, 2001:3:101-109.', { 'container-title': 'Sea' }).volume).toBeUndefined();
    expect(
      read('Lee K. Tides. Sea, 33:3: 333.', { 'container-title': 'Sea', issue: '2' }).page,
    ).toBeUndefined();
    expect(read('Lee K. Tides. Sea, 33:3: 333.', { 'container-title': 'Sea', volume: '12' }).volume).toBe(
      '12',
    );
  });
});
