import type { ComparedField, CslItem, CslName, FieldComparison } from '@galley/contracts';
import { sourceSentences } from '../search/title-from-source.ts';
import { compareAuthors } from './compare-authors.ts';
import { compareJournal } from './compare-journal.ts';
import { comparePages } from './compare-pages.ts';
import { matchText } from './match-text.ts';
import { otherFieldWords } from './other-field-words.ts';
import { authorsPrintedLoosely, printedInSource } from './printed-in-source.ts';
import { CLOSE_TITLE, titleAgreement } from './title-agreement.ts';
import { titleWithInventedTail } from './title-with-invented-tail.ts';
import { unexplainedWords } from './unexplained-words.ts';

type Agreement = FieldComparison['agreement'];

export interface CandidateComparison {
  fields: FieldComparison[];
  /** Weighted agreement of the fields both sides give, 0..1. */
  score: number;
  agreement: Record<ComparedField, Agreement>;
  titleSimilarity: number;
  /** Share of the cited authors found in the record. */
  authorsFound: number;
  firstAuthorSame: boolean;
}

// Titles and identifiers tell papers apart best; a page or volume alone is shared by thousands of papers.
const WEIGHTS: Record<ComparedField, number> = {
  title: 3,
  authors: 2,
  journal: 1.5,
  year: 1,
  volume: 1,
  issue: 0.5,
  page: 1.5,
  doi: 3,
  pmid: 3,
};
/** Unexplained words from which a string without a parsed title is taken to print another paper's title. */
const UNEXPLAINED_TITLE_WORDS = 3;
const RESCUED = new Set<ComparedField>(['title', 'authors', 'journal', 'page']);
const VALUE: Record<Agreement, number> = { same: 1, close: 0.6, different: 0, missing: 0 };

/** A parsed reference against one PubMed record, field by field (the diff modal's rows). */
export function compareCandidate(cited: CslItem, record: CslItem): CandidateComparison {
  const rows: FieldComparison[] = [];
  const add = (field: ComparedField, input: string | null, pubmed: string | null, agreement: Agreement) =>
    rows.push({ field, input, pubmed, agreement: input && pubmed ? agreement : 'missing' });

  const elsewhere = otherFieldWords(record);
  const graded =
    cited.title && record.title ? titleAgreement(cited.title, record.title, elsewhere) : undefined;
  let similarity = graded?.similarity ?? 0;
  // A content word put in place of one of the record's: the title was changed, not cut by the parser.
  let swapped = (graded?.swapped.length ?? 0) > 0 && similarity >= CLOSE_TITLE;
  add('title', cited.title ?? null, record.title ?? null, graded?.agreement ?? 'different');
  if (cited.title && record.title && graded?.agreement !== 'same') {
    // The parser may cut a title at a typo or a colon: the whole sentence it came from may be the record's title.
    for (const sentence of sourceSentences(cited.source)) {
      if (!sentence.includes(cited.title.slice(0, 20))) continue;
      const whole = titleAgreement(sentence, record.title, elsewhere);
      if (whole.similarity > similarity && whole.agreement !== 'different') {
        similarity = whole.similarity;
        swapped = whole.swapped.length > 0 && whole.similarity >= CLOSE_TITLE;
        Object.assign(rows[0] as FieldComparison, { input: sentence, agreement: whole.agreement });
      }
    }
  }

  const authors = compareAuthors(cited.author, record.author);
  add('authors', names(cited.author), names(record.author), authors.agreement);

  const journal = compareJournal(cited['container-title'], [
    record['container-title'],
    record['container-title-short'],
  ]);
  add(
    'journal',
    cited['container-title'] ?? null,
    record['container-title'] ?? record['container-title-short'] ?? null,
    journal,
  );

  const citedYear = year(cited);
  const recordYear = year(record);
  const yearGap = Math.abs(Number(citedYear) - Number(recordYear));
  add('year', citedYear, recordYear, yearGap === 0 ? 'same' : yearGap === 1 ? 'close' : 'different');

  add('volume', cited.volume ?? null, record.volume ?? null, compareLabel(cited.volume, record.volume));
  add('issue', cited.issue ?? null, record.issue ?? null, compareLabel(cited.issue, record.issue));
  const citedPage = cited.page ?? cited.number;
  const recordPage = record.page ?? record.number;
  add('page', citedPage ?? null, recordPage ?? null, comparePages(citedPage, recordPage));

  const doi = (value: string | undefined) => value?.trim().toLowerCase() || null;
  add(
    'doi',
    cited.DOI ?? null,
    record.DOI ?? null,
    doi(cited.DOI) === doi(record.DOI) ? 'same' : 'different',
  );
  add('pmid', cited.PMID ?? null, record.PMID ?? null, cited.PMID === record.PMID ? 'same' : 'different');

  for (const row of rows) {
    if (row.agreement === 'same' || !RESCUED.has(row.field)) continue;
    // The record's main title printed beside a changed subtitle is still a changed title (an invented one: see
    // printedInSource).
    if (row.field === 'title' && swapped) continue;
    const printed = printedInSource(cited.source, record, row.field);
    // Parsed wrongly but printed right: the string cites the record's value, so the field agrees.
    if (printed) Object.assign(row, { input: printed, agreement: 'same' });
    else if (row.field === 'authors' && row.agreement === 'different') {
      const loosely = authorsPrintedLoosely(cited.source, record);
      if (loosely) Object.assign(row, { input: loosely.join(', '), agreement: 'close' });
    }
  }

  const title = rows.find((row) => row.field === 'title');
  const longer = title && title.agreement !== 'different' && titleWithInventedTail(cited.source, record);
  if (title && longer) {
    // The string prints the record's title as the start of a longer one, wherever the parser cut it.
    Object.assign(title, { input: longer, agreement: 'different' });
  }
  if (title && !cited.title && title.agreement === 'missing' && record.title) {
    // No title parsed, but the string prints words this record does not have: a title, and not this one.
    const unexplained = unexplainedWords(cited.source, record);
    if (unexplained.length >= UNEXPLAINED_TITLE_WORDS) {
      Object.assign(title, { input: unexplained.join(' '), agreement: 'different' });
    }
  }

  let total = 0;
  let weight = 0;
  for (const row of rows) {
    if (row.agreement === 'missing') continue;
    total += WEIGHTS[row.field] * VALUE[row.agreement];
    weight += WEIGHTS[row.field];
  }
  const agreement = Object.fromEntries(rows.map((row) => [row.field, row.agreement])) as Record<
    ComparedField,
    Agreement
  >;
  return {
    fields: rows,
    score: weight > 0 ? total / weight : 0,
    agreement,
    titleSimilarity: agreement.title === 'same' ? Math.max(similarity, 1) : similarity,
    authorsFound: agreement.authors === 'same' ? 1 : authors.found,
    // A rescued list (printed in the string, parsed wrongly) starts with the record's first author.
    firstAuthorSame:
      agreement.authors !== authors.agreement ? agreement.authors !== 'different' : authors.firstAuthorSame,
  };
}

/** Volume or issue: same when equal as text; close when the same number with extra text ("12 Suppl 1" / "12"). */
function compareLabel(cited: string | undefined, record: string | undefined): Agreement {
  const a = matchText(cited);
  const b = matchText(record);
  if (!a || !b) return 'missing';
  if (a === b) return 'same';
  const number = (text: string) => /\d+/.exec(text)?.[0]?.replace(/^0+/, '');
  return number(a) !== undefined && number(a) === number(b) ? 'close' : 'different';
}

function year(item: CslItem): string | null {
  const value = item.issued?.['date-parts']?.[0]?.[0];
  return value ? String(value) : null;
}

/** "Hardy J, Selkoe DJ" — the family names and initials the diff modal shows. */
/** A given-name word's initials: "Claudia" → "C", "CH" (initials run together, as Vancouver prints them) → "CH". */
function initialsOf(word: string): string {
  return /^\p{Lu}{2,3}$/u.test(word) ? word : (word[0]?.toUpperCase() ?? '');
}

function names(list: CslName[] | undefined): string | null {
  if (!list?.length) return null;
  return list
    .map(
      (name) =>
        name.literal ??
        `${name.family ?? ''} ${(name.given ?? '')
          .split(/[\s.‐-]+/)
          .filter(Boolean)
          .map(initialsOf)
          .join('')}`.trim(),
    )
    .join(', ');
}
