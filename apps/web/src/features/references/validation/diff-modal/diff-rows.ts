import {
  ComparedField,
  type CslName,
  type FieldComparison,
  type ReferenceOrderItem,
} from '@galley/contracts';
import { isCheckerNameText, nameAsStored, nameWithInitials } from './author-text.ts';
import { fieldValue } from './field-value.ts';

/** One line of the diff modal: a field, both values, how they compare, and whether PubMed's can be taken. */
export interface DiffRow {
  field: ComparedField;
  input: string | null;
  pubmed: string | null;
  agreement: FieldComparison['agreement'];
  /** Marked as a difference the author should look at (different, close, or only PubMed has it). */
  marked: boolean;
  /** The author already replaced this field with PubMed's value. */
  taken: boolean;
  /** PubMed has a value that differs from the reference's, not yet taken. */
  takeable: boolean;
}

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** When the checker left no field comparison: same when equal up to case and punctuation. */
function compare(input: string | null, pubmed: string | null): FieldComparison['agreement'] {
  if (input === null || pubmed === null) return 'missing';
  return squash(input) === squash(pubmed) ? 'same' : 'different';
}

/**
 * The checker's authors texts, shown as the names are stored: the reference's as parsed ("Kawas CH", not the
 * checker's "Kawas C"), PubMed's with every initial. Texts the checker took from elsewhere stay as they are.
 */
function authorTexts(
  compared: FieldComparison,
  parsed: ReferenceOrderItem['parsed'],
  pubmed: ReferenceOrderItem['pubmed'],
): { input: string | null; pubmed: string | null } {
  const list = (names: readonly CslName[] | undefined, text: (name: CslName) => string) =>
    names?.map(text).filter(Boolean).join(', ') || null;
  return {
    input:
      compared.input !== null && isCheckerNameText(compared.input, parsed.author)
        ? list(parsed.author, nameAsStored)
        : compared.input,
    pubmed:
      compared.pubmed !== null && isCheckerNameText(compared.pubmed, pubmed?.author)
        ? list(pubmed?.author, nameWithInitials)
        : compared.pubmed,
  };
}

/**
 * The diff modal's rows for a checked reference: the checker's own field comparison (evidence.fields)
 * where it made one, else a plain comparison of the parsed item with PubMed's record; every field of
 * ComparedField in a fixed order, and none when there is no PubMed record to compare with.
 */
export function diffRows(
  reference: Pick<ReferenceOrderItem, 'parsed' | 'pubmed' | 'evidence' | 'edited'>,
): DiffRow[] {
  if (!reference.pubmed) return [];
  const byField = new Map(reference.evidence?.fields.map((comparison) => [comparison.field, comparison]));
  const rows: DiffRow[] = [];
  for (const field of ComparedField.options) {
    const compared = byField.get(field);
    const texts =
      compared && field === 'authors'
        ? authorTexts(compared, reference.parsed, reference.pubmed)
        : (compared ?? null);
    const input = texts ? texts.input : fieldValue(reference.parsed, field);
    const pubmed = texts ? texts.pubmed : fieldValue(reference.pubmed, field);
    if (input === null && pubmed === null) continue;
    const agreement = compared?.agreement ?? compare(input, pubmed);
    const taken = reference.edited.includes(field);
    const differs =
      agreement === 'different' || agreement === 'close' || (agreement === 'missing' && pubmed !== null);
    rows.push({
      field,
      input,
      pubmed,
      agreement,
      marked: differs && !taken,
      taken,
      takeable: differs && !taken && pubmed !== null,
    });
  }
  return rows;
}

/** The fields "take all" copies from PubMed. */
export function takeableFields(rows: readonly DiffRow[]): ComparedField[] {
  return rows.filter((row) => row.takeable).map((row) => row.field);
}
