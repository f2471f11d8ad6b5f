import type { CslItem } from '@galley/contracts';
import { coreKey, fold, nameKey, nameTokens } from './name-key.ts';

/** What a reference-list entry offers an author-year citation: its first author's names, year, printed string. */
export interface AuthorYearEntry {
  /** The first author's family name as keys: with and without particles, or the organisation's name. */
  first: Set<string>;
  second: Set<string>;
  authors: number;
  year: number | undefined;
  /** The printed string's first words (list numbers dropped) and the whole string, folded. */
  leading: string[];
  source: string;
}

type Name = NonNullable<CslItem['author']>[number];

const keysOf = (name: Name | undefined) => {
  if (!name) return new Set<string>();
  const family = name.family ?? '';
  const particles = [name['dropping-particle'], name['non-dropping-particle']].filter(Boolean).join(' ');
  const keys = [family, `${particles} ${family}`, name.literal ?? ''].flatMap((text) => [
    nameKey(text),
    coreKey(text),
  ]);
  return new Set(keys.filter(Boolean));
};

export function indexAuthorYear(entries: readonly CslItem[]): AuthorYearEntry[] {
  return entries.map((entry) => {
    const source = entry.source ?? '';
    const leading = nameTokens(source.slice(0, 200));
    while (leading[0] && /^\d+$/.test(leading[0])) leading.shift();
    return {
      first: keysOf(entry.author?.[0] ?? entry.editor?.[0]),
      second: keysOf(entry.author?.[1]),
      authors: entry.author?.length ?? 0,
      year: entry.issued?.['date-parts']?.[0]?.[0],
      leading,
      source: fold(source),
    };
  });
}
