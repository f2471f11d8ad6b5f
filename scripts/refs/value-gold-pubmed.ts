import type { CslItem } from '@galley/contracts';
import { withoutEtAl } from '../../packages/references/src/model/et-al-name.ts';
import type { FieldScore } from './field-score.ts';
import { foldText } from './fold-text.ts';
import { sameName } from './value-same-name.ts';
import { type ValueField, valueTokens } from './value-tokens.ts';

/**
 * The gold values of a dev string from its PubMed record: each field's words in the record that the string also
 * prints (a string prints "Chen G, et al." of three authors, an abbreviated journal, no issue): the parser can only
 * find what is printed. Names are compared by family name (the record's given names are spelt out, strings print
 * initials); the journal is the record's full or ISO-abbreviated title, whichever the string prints more of.
 */
export function pubmedValueTokens(
  text: string,
  record: CslItem,
  printsIssue: boolean,
): Partial<Record<ValueField, string[]>> {
  const printed = (field: ValueField, value: string | undefined) =>
    common(valueTokens(field, value), valueTokens(field, text));
  // A journal is printed whole or not at all: words of its full title found elsewhere in the string ("of") are
  // no evidence. The longest form the string prints is the gold one.
  const folded = foldText(text);
  const journal = [record['container-title'], record['container-title-short']]
    .map((name) => (name ?? '').replace(/^the\s+/i, ''))
    .filter((name) => name && folded.includes(foldText(name)))
    .sort((a, b) => b.length - a.length)[0];
  const year = String(record.issued?.['date-parts']?.[0]?.[0] ?? '');
  const values: Partial<Record<ValueField, string[]>> = {
    title: printed('title', record.title),
    container: valueTokens('container', journal),
    year: printed('year', year),
    'volume+issue': printed('volume+issue', [record.volume, printsIssue ? record.issue : ''].join(' ')),
    pages: printed('pages', record.page),
  };
  // A field the string does not print (as the record has it) cannot be checked against the record: left out.
  for (const field of Object.keys(values) as ValueField[])
    if (values[field]?.length === 0) delete values[field];
  return values;
}

/**
 * Authors against the record, name by name (a value-level score in names, not words): a parsed family name is
 * right when it is one of the record's, within a typo (sameName: "Gabudza" for Gabuzda); the record's names the
 * string prints are the ones to find. Parsed names beyond the record's count are not held against the parser
 * (old MEDLINE records keep only the first ten).
 */
export function scorePubmedAuthors(score: FieldScore, text: string, parsed: CslItem, record: CslItem): void {
  const recorded = familyNames(record.author ?? []).map(foldText);
  const folded = foldText(text);
  const left = recorded.map((name) => ({
    name,
    printed: name.length > 0 && folded.includes(name),
    found: false,
  }));
  if (!left.some((name) => name.printed)) return;
  for (const name of familyNames(withoutEtAl(parsed.author ?? []))
    .slice(0, recorded.length)
    .map(foldText)) {
    const match =
      left.find((known) => !known.found && known.name === name) ??
      left.find((known) => !known.found && sameName(name, known.name));
    if (match) {
      match.found = true;
      score.tp++;
    } else score.fp++;
  }
  score.fn += left.filter((name) => name.printed && !name.found).length;
}

function familyNames(names: NonNullable<CslItem['author']>): string[] {
  return names.map((name) =>
    [name['non-dropping-particle'], name.family ?? name.literal].filter(Boolean).join(' '),
  );
}

/** The words of `value` that `printed` holds, as often as it holds them. */
function common(value: string[], printed: string[]): string[] {
  const left = new Map<string, number>();
  for (const word of printed) left.set(word, (left.get(word) ?? 0) + 1);
  return value.filter((word) => {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    return count > 0;
  });
}
