import type { Paragraph } from '@galley/contracts';
import { AUTHORS_BEFORE, YEARS_ONLY } from './author-year-grammar.ts';
import type { AuthorYearEntry } from './author-year-index.ts';
import { citedWorks } from './author-year-parts.ts';
import type { CitationSite } from './citation-site.ts';
import { notAnAuthor } from './not-an-author.ts';
import { parenGroups } from './paren-groups.ts';
import { citationsInParenthesis } from './parenthetical-citations.ts';
import { tieWorks } from './tie-author-year.ts';

/**
 * Author-year citations typed by hand: "(Smith et al., 2020; Roe & Doe 2019a)" and narrative "Cogdell (2008)",
 * whose parenthesis alone is the site (the name stays: "Cogdell [3]"). Tied ones cite their entries; the others come
 * with no references, to be counted and left as written. `cited`: whether a span overlaps a citation field (whose
 parenthesis is the field's, not ours).
 */
export function findAuthorYearSites(
  paragraphs: readonly Paragraph[],
  entries: readonly AuthorYearEntry[],
  cited: (block: string, start: number, end: number) => boolean,
): CitationSite[] {
  const sites: CitationSite[] = [];
  for (const paragraph of paragraphs)
    for (const group of parenGroups(paragraph.text)) {
      if (cited(paragraph.id, group.start, group.end)) continue;
      const years = YEARS_ONLY.exec(group.content)?.[1];
      const found = years
        ? narrative(paragraph.text.slice(Math.max(0, group.start - 160), group.start), years, entries)
        : citationsInParenthesis(group, entries);
      for (const site of found)
        sites.push({
          block: paragraph.id,
          start: site.start ?? group.start,
          end: site.end ?? group.end,
          references: site.references,
          from: 'author-year',
        });
    }
  return sites;
}

/** The authors named before "(2008)": the longest run of names first, then without its leading names. */
function narrative(
  before: string,
  years: string,
  entries: readonly AuthorYearEntry[],
): { start?: number; end?: number; references: number[] }[] {
  let rest = before;
  for (let attempt = 0; attempt < 4; attempt++) {
    const match = AUTHORS_BEFORE.exec(rest);
    if (!match?.[1]) return [];
    const works = citedWorks(match[1], years);
    const tied = tieWorks(works, entries);
    if (tied) return [{ references: tied }];
    const separator = /\s*(?:,|&|\band\b)\s*/u.exec(match[1]);
    if (!separator) return works.length && !notAnAuthor(match[1]) ? [{ references: [] }] : [];
    rest = rest.slice(match.index + separator.index + separator[0].length);
  }
  return [];
}
