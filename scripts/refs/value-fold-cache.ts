import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TaggerModel } from '../../packages/references/src/parser/tagger-model.ts';

/**
 * A fold's trained model, kept in REFS_FOLD_CACHE (a folder) when that is set: work on the rules after the tagger
 * re-scores the same folds without retraining them (minutes each). The key is the fold and the recipe's options,
 * so a changed recipe trains anew; a changed training script or feature set does not change the key — empty the
 * folder then.
 */
export function foldModel(fold: number, options: object, train: () => TaggerModel): TaggerModel {
  const folder = process.env.REFS_FOLD_CACHE;
  if (!folder) return train();
  const key = JSON.stringify({ fold, ...options, errors: undefined });
  const file = path.join(
    folder,
    `fold-${fold}-${createHash('sha1').update(key).digest('hex').slice(0, 12)}.json`,
  );
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as TaggerModel;
  const model = train();
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(model));
  return model;
}
