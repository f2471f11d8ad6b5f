import { ComparedField, type FieldComparison, type ReferenceOrderItem } from '@galley/contracts';
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
    const input = compared ? compared.input : fieldValue(reference.parsed, field);
    const pubmed = compared ? compared.pubmed : fieldValue(reference.pubmed, field);
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
