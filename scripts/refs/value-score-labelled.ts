import type { CslItem } from '@galley/contracts';
import type { LabelledString } from './labelled-string.ts';
import { labelledValueTokens } from './value-gold-labelled.ts';
import { addValueTokens, itemValueTokens, type ValueScores } from './value-score.ts';
import { VALUE_FIELDS } from './value-tokens.ts';

/** Scores one parsed labelled string's six values; a wrong field adds a line to `errors` (field, string, both). */
export function scoreValues(
  scores: ValueScores,
  labelled: LabelledString,
  parsed: CslItem,
  errors: string[],
): void {
  const gold = labelledValueTokens(labelled);
  const predicted = itemValueTokens(parsed);
  for (const field of VALUE_FIELDS) {
    const score = scores.get(field);
    if (!score) continue;
    const before = score.fp + score.fn;
    addValueTokens(score, gold[field], predicted[field]);
    if (score.fp + score.fn > before)
      errors.push(
        `${field}\t${labelled.text}\tgold: ${gold[field].join(' ')}\tpredicted: ${predicted[field].join(' ')}`,
      );
  }
}
