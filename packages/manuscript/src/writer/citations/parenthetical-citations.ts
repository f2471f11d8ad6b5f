import { CITATION } from './author-year-grammar.ts';
import type { AuthorYearEntry } from './author-year-index.ts';
import { citedWorks } from './author-year-parts.ts';
import { notAnAuthor } from './not-an-author.ts';
import type { ParenGroup } from './paren-groups.ts';
import { tieWorks } from './tie-author-year.ts';

/** What may come before a citation in its parenthesis and still leave it all citations: "e.g.", "see also", "cf.". */
const PREFIX =
  /^(?:(?:e\.\s?g\.?|i\.\s?e\.?|cf\.?|see|also|and|but|reviewed|review|in|by|for|a|as|after|following|from|compare|the|of)[,:]?\s*)*$/iu;

/**
 * The author-year citations of one parenthesis. When it holds nothing else ("(e.g. Smith 2020; Roe 2019a, b)") and
 * every one ties, the whole parenthesis is one site (prefixes go, as they do for fields); otherwise each citation is
 * its own site ("(as shown by Smith 2020)" → "(as shown by [3])"), untied ones with no references.
 */
export function citationsInParenthesis(
  group: ParenGroup,
  entries: readonly AuthorYearEntry[],
): { start?: number; end?: number; references: number[] }[] {
  const found = [...group.content.matchAll(CITATION)].flatMap((match) => {
    const works = citedWorks(match[1] ?? '', match[2] ?? '');
    const references = tieWorks(works, entries);
    if (!works.length || (!references && notAnAuthor(match[1] ?? ''))) return [];
    const start = group.start + 1 + (match.index ?? 0);
    return [{ start, end: start + match[0].length, references: references ?? [] }];
  });
  if (found.length === 0) return [];
  let at = group.start + 1;
  let alone = true;
  for (const site of found) {
    const gap = group.content.slice(at - group.start - 1, site.start - group.start - 1);
    alone &&= PREFIX.test(gap.replace(/^[\s;,]+|[\s;,]+$/gu, ''));
    at = site.end;
  }
  alone &&= /^[\s.;,]*$/u.test(group.content.slice(at - group.start - 1));
  if (alone && found.every((site) => site.references.length))
    return [{ references: found.flatMap((site) => site.references) }];
  return found;
}
