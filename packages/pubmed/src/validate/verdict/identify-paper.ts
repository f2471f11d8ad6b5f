import type { CslItem } from '@galley/contracts';
import type { CandidateComparison } from '../compare/compare-candidate.ts';
import { matchWords } from '../compare/match-text.ts';

export interface Identification {
  /** The cited fields single out this record (what linking its PMID rests on). */
  identified: boolean;
  /** Some of the cited paper's identity (title, authors, journal) contradicts the record. */
  contradicted: boolean;
  /** The record shares enough with the citation to be the paper it was drawn from (mismatch rather than not_found). */
  partial: boolean;
}

const OTHER_FIELDS = ['title', 'authors', 'journal', 'year', 'volume', 'issue', 'page', 'pmid'] as const;

/**
 * Whether a candidate is certainly the cited paper. No single field is trusted: a title needs a second field
 * beside it, an identifier needs one more field, and a locator (journal + volume + first page) needs the year or
 * an author — ECitMatch and esearch hits are re-checked here, never taken on their word.
 */
export function identifyPaper(cited: CslItem, comparison: CandidateComparison): Identification {
  const a = comparison.agreement;
  const agrees = (value: string) => value === 'same' || value === 'close';
  const titleWords = matchWords(cited.title).length;
  const strongTitle =
    a.title === 'same' && (titleWords >= 4 || comparison.titleSimilarity === 1) && titleWords >= 2;
  const identifier = a.doi === 'same' || a.pmid === 'same';
  const locator = a.journal === 'same' && a.volume === 'same' && a.page === 'same';
  const authorsAgree = agrees(a.authors) && comparison.firstAuthorSame;

  const identified =
    (strongTitle &&
      (authorsAgree || agrees(a.journal) || agrees(a.year) || a.volume === 'same' || a.page === 'same')) ||
    (identifier &&
      (agrees(a.title) ||
        authorsAgree ||
        a.journal === 'same' ||
        (a.volume === 'same' && a.page === 'same'))) ||
    (locator && (agrees(a.year) || authorsAgree || agrees(a.title))) ||
    (a.title === 'same' && a.authors === 'same' && a.journal === 'same') ||
    // A string that is only a DOI: the DOI is all it says, and it names this record (a DOI several records share
    // ties them, and chooseCandidate links none of a tie).
    (a.doi === 'same' && OTHER_FIELDS.every((field) => a[field] === 'missing')) ||
    // Title-less citations with one wrong number: first author, journal, year and the other number.
    (a.title === 'missing' &&
      authorsAgree &&
      a.journal === 'same' &&
      a.year === 'same' &&
      (a.page === 'same' || (a.volume === 'same' && a.authors === 'same')));

  // Every cited number wrong at once (year off by two or more, volume, first page; at least two of them cited) is
  // another paper's locator, not a slip.
  const locators = [a.year, a.volume, a.page].filter((value) => value !== 'missing');
  const contradicted =
    a.title === 'different' ||
    a.authors === 'different' ||
    a.journal === 'different' ||
    (locators.length >= 2 && locators.every((value) => value === 'different'));

  const partial =
    identified ||
    agrees(a.title) ||
    identifier ||
    locator ||
    (authorsAgree && a.journal === 'same' && (agrees(a.year) || a.volume === 'same' || a.page === 'same'));
  return { identified, contradicted, partial };
}
