import fs from 'node:fs';
import type { CslItem } from '@galley/contracts';
import { parseReferenceString } from '../../packages/references/src/parser/parse-reference-string.ts';
import { tagTokens } from '../../packages/references/src/parser/tag-tokens.ts';
import { tokenFeatures } from '../../packages/references/src/parser/token-features.ts';
import { tokenizeReference } from '../../packages/references/src/parser/tokenize-reference.ts';
import { FieldScore } from './field-score.ts';
import type { LabelledString } from './labelled-string.ts';
import { printTable } from './print-table.ts';
import { seededRandom } from './seeded-random.ts';
import { trainWithRecipe } from './train-recipe.ts';
import { foldModel } from './value-fold-cache.ts';
import { newValueScores, printValueScores } from './value-score.ts';
import { scoreValues } from './value-score-labelled.ts';

// Our labels in anystyle's terms: anystyle keeps the issue inside `volume` and has no PMID label.
const AS_ANYSTYLE: Record<string, string> = { issue: 'volume', identifier: 'note' };
/** The fields the macro average is taken over: every anystyle field with at least 20 spans in the set. */
const MIN_SUPPORT = 20;

/**
 * (a) k-fold field-level precision/recall/F1 on anystyle's labelled strings: each fold's model is trained with
 * the shipped recipe on the other folds (plus the rendered PubMed strings) and scored on the fold it never saw.
 * A field is right when the predicted span equals the gold span, ignoring case, spaces and punctuation.
 */
export function evalAnystyleFolds(
  anystyle: LabelledString[],
  items: CslItem[],
  options: {
    folds: number;
    runFolds?: number;
    rendered: number;
    epochs: number;
    anystyleCopies?: number;
    augmented?: number;
    nonArticles?: number;
    /** Fold k trains with seed foldSeed + k: another value draws the training again, to see its spread. */
    foldSeed: number;
    errors?: string;
  },
): number {
  const random = seededRandom(11);
  const fold = anystyle.map(() => Math.floor(random() * options.folds));
  const scores = new Map<string, FieldScore>();
  const tokenScores = new Map<string, FieldScore>();
  const errors: string[] = [];
  const values = newValueScores();
  const valueErrors: string[] = [];
  for (let current = 0; current < Math.min(options.runFolds ?? options.folds, options.folds); current++) {
    const model = foldModel(current, options, () =>
      trainWithRecipe({
        anystyle: anystyle.filter((_, index) => fold[index] !== current),
        items,
        rendered: options.rendered,
        epochs: options.epochs,
        seed: options.foldSeed + current,
        ...(options.anystyleCopies ? { anystyleCopies: options.anystyleCopies } : {}),
        ...(options.augmented !== undefined ? { augmented: options.augmented } : {}),
        ...(options.nonArticles !== undefined ? { nonArticles: options.nonArticles } : {}),
      }),
    );
    for (const [index, labelled] of anystyle.entries()) {
      if (fold[index] !== current) continue;
      const tokens = tokenizeReference(labelled.text);
      const predicted = tagTokens(model, tokenFeatures(tokens)).labels.map(
        (label) => model.labels[label] ?? 'note',
      );
      const gold = tokens.map((token) => labelled.labels[token.start] ?? 'note');
      countTokens(tokenScores, gold, predicted);
      scoreValues(values, labelled, parseReferenceString(labelled.text, `fold-${index}`, model), valueErrors);
      const goldSpans = spans(labelled.text, tokens, gold);
      const predictedSpans = spans(labelled.text, tokens, predicted);
      for (const field of new Set([...goldSpans.keys(), ...predictedSpans.keys()])) {
        const score = scores.get(field) ?? new FieldScore();
        scores.set(field, score);
        const before = score.fp;
        const wanted = [...(goldSpans.get(field) ?? [])];
        for (const span of predictedSpans.get(field) ?? []) {
          const at = wanted.indexOf(span);
          if (at >= 0) {
            score.tp++;
            wanted.splice(at, 1);
          } else score.fp++;
        }
        score.fn += wanted.length;
        if (options.errors && wanted.length + (predictedSpans.get(field)?.length ?? 0) > 0) {
          const missed = wanted.length > 0 || score.fp > before;
          if (missed)
            errors.push(
              `${field}\t${labelled.text}\tgold: ${(goldSpans.get(field) ?? []).join(' | ')}\tpredicted: ${(predictedSpans.get(field) ?? []).join(' | ')}`,
            );
        }
      }
    }
    console.log(`  fold ${current + 1}/${options.folds} done`);
  }
  if (options.errors) {
    fs.writeFileSync(options.errors, `${errors.join('\n')}\n`);
    fs.writeFileSync(`${options.errors}.values.tsv`, `${valueErrors.join('\n')}\n`);
  }
  console.log(
    '\nValue level (issue 18): per field, the words of the parsed value against the labelled one, without the words that only label a value (scripts/refs/value-tokens.ts)\n',
  );
  printValueScores(values);
  console.log('\nExact span (issue 4), for comparison\n');
  const counted = new Set(
    [...scores].filter(([, score]) => score.tp + score.fn >= MIN_SUPPORT).map(([field]) => field),
  );
  const macro = printScores(
    scores,
    counted,
    'gold spans',
    `macro F1 (${counted.size} fields with ≥ ${MIN_SUPPORT} spans)`,
  );
  console.log(
    '\nThe same folds scored per token (a token is right when its label is; a looser, secondary view)\n',
  );
  printScores(tokenScores, counted, 'gold tokens', `token macro F1 (the same ${counted.size} fields)`);
  return macro;
}

/** Prints one table of field scores, largest fields first, and returns the macro F1 over the `counted` fields. */
function printScores(
  scores: Map<string, FieldScore>,
  counted: Set<string>,
  support: string,
  macroName: string,
): number {
  const rows = [...scores].sort((a, b) => b[1].tp + b[1].fn - (a[1].tp + a[1].fn));
  const inMacro = rows.filter(([field]) => counted.has(field));
  const macro = inMacro.reduce((sum, [, score]) => sum + score.f1, 0) / inMacro.length;
  printTable(
    ['field', support, 'precision', 'recall', 'F1'],
    [
      ...rows.map(([field, score]) => score.row(field + (counted.has(field) ? '' : ' (not in macro)'))),
      [macroName, '', '', '', macro.toFixed(3)],
    ],
  );
  return macro;
}

/** Per-token counts: a token adds a true positive to its label when predicted right, else a miss and a false alarm. */
function countTokens(scores: Map<string, FieldScore>, gold: string[], predicted: string[]): void {
  const score = (label: string) => {
    const field = AS_ANYSTYLE[label] ?? label;
    const known = scores.get(field);
    if (known) return known;
    const created = new FieldScore();
    scores.set(field, created);
    return created;
  };
  for (const [index, label] of gold.entries()) {
    const guess = predicted[index] ?? 'note';
    if ((AS_ANYSTYLE[label] ?? label) === (AS_ANYSTYLE[guess] ?? guess)) score(label).tp++;
    else {
      score(label).fn++;
      score(guess).fp++;
    }
  }
}

/** Normalised texts of each label's runs in one string. */
function spans(
  text: string,
  tokens: { start: number; end: number }[],
  labels: string[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let start = 0;
  for (let index = 1; index <= tokens.length; index++) {
    const label = AS_ANYSTYLE[labels[start] ?? ''] ?? labels[start] ?? 'note';
    const nextLabel = AS_ANYSTYLE[labels[index] ?? ''] ?? labels[index];
    if (index < tokens.length && nextLabel === label) continue;
    const value = text
      .slice(tokens[start]?.start ?? 0, tokens[index - 1]?.end ?? 0)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
    if (value) result.set(label, [...(result.get(label) ?? []), value]);
    start = index;
  }
  return result;
}
