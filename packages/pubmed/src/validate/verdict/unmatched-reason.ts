import type { CslItem } from '@galley/contracts';
import type { JournalIndexing } from '../search/find-journal-indexing.ts';

/**
 * Why a reference nothing in PubMed matched is not applicable rather than not found, or undefined when not found
 * stands. Not found reads "possibly fabricated": an accusation, given only on evidence that PubMed should hold the
 * paper — a printed PMID nothing answers to, or a journal article whose journal PubMed is not known not to index.
 * A chapter, book or conference paper (the parser's type) is not a journal article unless its container is a
 * journal PubMed is known to index ("Methods Enzymol", "Proc Natl Acad Sci U S A" read as a proceedings volume);
 * a journal article in a journal PubMed has no record of is not indexed.
 */
export function unmatchedReason(
  item: CslItem,
  journals: JournalIndexing,
): 'not_journal_article' | 'not_indexed' | undefined {
  if (item.PMID) return undefined;
  const journal = item['container-title'] ?? '';
  if (!isJournalArticle(item)) return journals.indexed.has(journal) ? undefined : 'not_journal_article';
  return journals.unindexed.has(journal) ? 'not_indexed' : undefined;
}

/** The parser's type says journal article (no type: nothing says otherwise). */
export function isJournalArticle(item: CslItem): boolean {
  return !item.type || item.type === 'article-journal';
}
