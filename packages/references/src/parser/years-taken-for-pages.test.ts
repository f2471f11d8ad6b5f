import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { yearsTakenForPages } from './years-taken-for-pages.ts';

function read(source: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id: '1', type: 'book', ...fields };
  yearsTakenForPages(source, item);
  return item;
}

describe('yearsTakenForPages', () => {
  it("drops a span of years read as a book's pages", () => {
    expect(read('Lee, K. Tides. 3 vols. Oslo: Nord, 1974–1978.', { page: '1974-1978' }).page).toBeUndefined();
    expect(read('Lee, K. Tides. Leipzig, 1889-96.', { page: '1889-96' }).page).toBeUndefined();
  });

  it("keeps captioned pages and a journal's pages", () => {
    expect(read('Lee, K. Tides. Oslo: Nord, 2001, pp. 1900-1905.', { page: '1900-1905' }).page).toBe(
      '1900-1905',
    );
    expect(read('Lee K. Tides. Sea 12, 1900-1905.', { page: '1900-1905', volume: '12' }).page).toBe(
      '1900-1905',
    );
  });
});
