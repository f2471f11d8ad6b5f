import { readStrings } from '../../../lib/i18n/read-strings.ts';

/** A paragraph, or a bulleted list when the block is an array. */
export type LegalBlock = string | string[];

export interface LegalSection {
  title: string;
  body: LegalBlock[];
}

/** Narrows a translated `[{ title, body: [paragraph | [item, ...]] }]` list; malformed parts are dropped. */
export function readLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  const items: unknown[] = value;
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    if (!('title' in item) || typeof item.title !== 'string') return [];
    if (!('body' in item) || !Array.isArray(item.body)) return [];
    const blocks: unknown[] = item.body;
    const body = blocks.flatMap((block): LegalBlock[] => {
      if (typeof block === 'string') return [block];
      const list = readStrings(block);
      return list.length > 0 ? [list] : [];
    });
    return [{ title: item.title, body }];
  });
}
