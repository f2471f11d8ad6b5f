import type { CslItem } from '@galley/contracts';
import { matchWords } from '../compare/match-text.ts';
import { titleFromSource } from '../search/title-from-source.ts';

// What only books and chapters print: an edition, "City: Publisher; year", an ISBN, editors.
const BOOK =
  /\b\d+(?:st|nd|rd|th)\s+ed\b|\bedition\b|\bISBN\b|\(eds?\.?\)|\beds?\.\s*[:)]|\beditors?\b|\bIn:\s|[A-Z][A-Za-z.]+(?:,? [A-Z][A-Za-z.]+)*:\s*[A-Z][^;:.]{2,60}(?:Press|Publishers?|Verlag|Books|Wiley|Elsevier|Springer|Saunders|Lippincott|McGraw[- ]Hill|Academic|Mosby|Raven|Churchill Livingstone)\b/;
const PREPRINT = /\b(?:arxiv|biorxiv|medrxiv|chemrxiv|research square|ssrn|preprints?)\b/i;
const MEETING =
  /\b(?:conference|symposium|congress|workshop|annual meeting|abstracts? (?:of|from|presented))\b/i;
const THESIS = /\b(?:thesis|dissertation)\b/i;
const WEB = /\b(?:accessed|available (?:from|at)|retrieved|cited \d{4}|\[(?:internet|cited)|last updated)\b/i;

/**
 * Why a parsed reference cannot be checked against PubMed, or undefined when it can. PubMed indexes journal
 * articles, so books, chapters, conference papers, preprints, theses and web pages are not applicable — by the
 * parser's type, or by what the string prints when the parser still called it an article (an edition and a
 * publisher, "In: … editors", a preprint server, a URL with "accessed" and no volume). A string with a PMID is
 * always checked; one too thin to identify any paper is not applicable either.
 */
export function notApplicableReason(item: CslItem): 'not_journal_article' | 'not_enough_data' | undefined {
  if (item.PMID) return undefined;
  const source = item.source ?? '';
  if (PREPRINT.test(source) || THESIS.test(source)) return 'not_journal_article';
  // A volume means a periodical whatever the parser's type ("Proceedings of the National Academy of Sciences").
  const numbered = Boolean(item.volume || item.issue);
  if (!numbered) {
    if (item.type !== 'article-journal') return 'not_journal_article';
    if (!item.DOI && (BOOK.test(source) || MEETING.test(source))) return 'not_journal_article';
    if (!item.DOI && item.URL && WEB.test(source)) return 'not_journal_article';
  }
  const hasTitle = matchWords(titleFromSource(item)).length >= 2;
  const hasLocator =
    Boolean(item.volume || item.page || item.number) && Boolean(item['container-title'] || item.volume);
  if (!hasTitle && !hasLocator && !item.DOI) return 'not_enough_data';
  return undefined;
}
