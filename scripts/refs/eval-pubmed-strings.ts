import type { CslItem } from '@galley/contracts';
import { abbreviateJournal } from '../../packages/references/src/journals/abbreviate-journal.ts';
import { withoutEtAl } from '../../packages/references/src/model/et-al-name.ts';
import { parseReferenceString } from '../../packages/references/src/parser/parse-reference-string.ts';
import { FieldScore } from './field-score.ts';
import { foldText, foldWords, similarity } from './fold-text.ts';
import { printTable } from './print-table.ts';
import { pubmedValueTokens, scorePubmedAuthors } from './value-gold-pubmed.ts';
import { sameName } from './value-same-name.ts';
import { addValueTokens, itemValueTokens, newValueScores, printValueScores } from './value-score.ts';
import { VALUE_FIELDS } from './value-tokens.ts';

/** A field the string may contain: whether it does, the parser's value, and whether that value is right. */
interface FieldCheck {
  contained: boolean;
  predicted: boolean;
  correct: boolean;
}

export const PUBMED_FIELDS = [
  'authors',
  'title',
  'journal',
  'year',
  'volume',
  'issue',
  'first page',
  'DOI',
] as const;

/**
 * (b) Parses each dev string and compares it with the PubMed record of its PMID. Recall counts only fields the
 * string contains (the gold value is printed in it); a predicted value that does not match the record is a
 * false positive whether or not the string contains the field.
 */
export function evalPubmedStrings(
  rows: { pmid: string; text: string }[],
  records: Map<string, CslItem>,
): Map<string, FieldScore> {
  const scores = new Map<string, FieldScore>(PUBMED_FIELDS.map((field) => [field, new FieldScore()]));
  const values = newValueScores();
  let used = 0;
  for (const row of rows) {
    const gold = records.get(row.pmid);
    if (!gold) continue;
    used++;
    const parsed = parseReferenceString(row.text, 'dev');
    const checks = compare(row.text, parsed, gold);
    const goldValues = pubmedValueTokens(row.text, gold, printsIssue(row.text, gold.issue));
    const predicted = itemValueTokens(parsed);
    scorePubmedAuthors(values.get('author') as FieldScore, row.text, parsed, gold);
    for (const field of VALUE_FIELDS) {
      const score = values.get(field);
      const wanted = goldValues[field];
      if (score && wanted) addValueTokens(score, wanted, predicted[field]);
    }
    for (const field of PUBMED_FIELDS) {
      const check = checks[field];
      const score = scores.get(field) as FieldScore;
      if (check.predicted && check.correct) score.tp++;
      else {
        if (check.predicted) score.fp++;
        if (check.contained) score.fn++;
      }
    }
  }
  printTable(
    ['field', 'in string', 'precision', 'recall', 'F1'],
    [...scores].map(([field, score]) => score.row(field)),
  );
  console.log(`(${used} of ${rows.length} dev strings have their PubMed record in the corpus)`);
  console.log(
    '\nValue level (issue 18): the words of each parsed value against those of the record the string prints (authors by family name)\n',
  );
  printValueScores(values, 'printed words');
  return scores;
}

function compare(
  text: string,
  parsed: CslItem,
  gold: CslItem,
): Record<(typeof PUBMED_FIELDS)[number], FieldCheck> {
  const folded = foldText(text);
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const token = (value: string | undefined) => Boolean(value && words.has(value.toLowerCase()));

  const goldFamilies = (gold.author ?? []).map((name) => foldText(name.family ?? name.literal ?? ''));
  // How many of the record's authors the string prints, in order and as whole words ("Chen G, et al." prints
  // one of "Chen, Chen, Knox"; "lin" inside "Ineffective phagocytosis…" is not Lin).
  // Authors are printed before the title: when the record's title is found, names after it (a collective author
  // also named in the title, "… in the Alzheimer's Disease Neuroimaging Initiative") are not looked for.
  const titleStart = foldWords(gold.title ?? '')
    .split(' ')
    .slice(0, 3)
    .join(' ');
  const foldedWords = ` ${foldWords(text)} `;
  const titleAt = titleStart.length > 8 ? foldedWords.indexOf(` ${titleStart} `) : -1;
  const wordText = titleAt > 0 ? foldedWords.slice(0, titleAt + 1) : foldedWords;
  let shown = 0;
  for (let from = 0; shown < goldFamilies.length; shown++) {
    const family = foldWords((gold.author ?? [])[shown]?.family ?? (gold.author ?? [])[shown]?.literal ?? '');
    const at = family ? wordText.indexOf(` ${family} `, from) : -1;
    if (at < 0) break;
    from = at + family.length + 1;
  }
  // The parser's "et al." mark says names were left out; it is no name to score.
  const families = withoutEtAl(parsed.author ?? []).map((name) =>
    foldText(name.family ?? name.literal ?? ''),
  );
  // Printed names carry typos ("Yanker" for Yankner, "Kao" for Koo): a family name counts when it is at most one
  // edit (a swap of neighbours is one) or 25 % of its length away from the record's.
  // The list must be at least as long as the run of record names printed verbatim; names beyond the record's
  // list cannot be checked (old MEDLINE records keep only the first 10 authors) and are not held against it.
  const authors = {
    contained: shown > 0,
    predicted: families.length > 0,
    correct:
      families.length >= shown &&
      families.every(
        (family, index) => index >= goldFamilies.length || sameName(family, goldFamilies[index] ?? ''),
      ),
  };

  const goldTitle = foldText(gold.title ?? '');
  const titleWords = (gold.title ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3);
  // Citing authors often print a title that differs from the record's ("Aβ" for "Abeta", "AD" for "Alzheimer's
  // disease"). The parser is right when its title is within 90 % of the record's, or when it holds every
  // record-title word the string prints and at most 10 % other words (the printed variant, whole).
  const printedWords = new Set(titleWords.filter((word) => words.has(word)));
  const predictedWords = (parsed.title ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const goldWords = new Set((gold.title ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const other = predictedWords.filter((word) => !goldWords.has(word)).length;
  const title = {
    contained:
      titleWords.length > 0 && titleWords.filter((word) => words.has(word)).length / titleWords.length >= 0.8,
    predicted: Boolean(parsed.title),
    correct:
      similarity(foldText(parsed.title ?? ''), goldTitle) >= 0.9 ||
      ([...printedWords].every((word) => predictedWords.includes(word)) &&
        other <= 0.1 * predictedWords.length),
  };

  const journalNames = [gold['container-title'], gold['container-title-short']]
    .map((name) => foldText((name ?? '').replace(/^the\s+/i, '')))
    .filter(Boolean);
  const predictedJournal = parsed['container-title'] ?? '';
  const journal = {
    contained: journalNames.some((name) => folded.includes(name)),
    predicted: Boolean(predictedJournal),
    correct:
      journalNames.includes(foldText(predictedJournal.replace(/^the\s+/i, ''))) ||
      journalNames.includes(foldText(abbreviateJournal(predictedJournal))),
  };

  const goldYear = String(gold.issued?.['date-parts']?.[0]?.[0] ?? '');
  const year = {
    contained: token(goldYear),
    predicted: Boolean(parsed.issued?.['date-parts']?.[0]?.[0]),
    correct: String(parsed.issued?.['date-parts']?.[0]?.[0] ?? '') === goldYear,
  };
  const simple = (goldValue: string | undefined, value: string | undefined) => ({
    contained:
      Boolean(goldValue) && folded.includes(foldText(goldValue ?? '')) && token(goldValue?.split(/\s+/)[0]),
    predicted: Boolean(value),
    correct: Boolean(goldValue) && foldText(value ?? '') === foldText(goldValue ?? ''),
  });
  const firstPage = (page: string | undefined) => page?.split(/[-–,]/)[0]?.trim();
  return {
    authors,
    title,
    journal,
    year,
    volume: simple(gold.volume, parsed.volume),
    issue: { ...simple(gold.issue, parsed.issue), contained: printsIssue(text, gold.issue) },
    'first page': simple(firstPage(gold.page), firstPage(parsed.page)),
    DOI: {
      contained: Boolean(gold.DOI) && text.toLowerCase().includes((gold.DOI ?? '').toLowerCase()),
      predicted: Boolean(parsed.DOI),
      correct: (parsed.DOI ?? '').toLowerCase() === (gold.DOI ?? '').toLowerCase(),
    },
  };
}

/** Whether the string prints the issue as issues are printed: in parentheses or after a label ("no. 3"). */
export function printsIssue(text: string, issue: string | undefined): boolean {
  if (!issue) return false;
  const value = issue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  return new RegExp(`\\(\\s*${value}\\s*\\)|\\b(?:no|nr|issue|heft)\\.?\\s*${value}\\b`, 'i').test(text);
}
