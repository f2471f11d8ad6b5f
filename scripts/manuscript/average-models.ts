import type { AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { changesDecisions } from './abstract-training.ts';

/**
 * The mean of models trained alike on other seeds (same labels and scale): each feature's weights averaged, a
 * feature a model left out counting as zero there, and kept by the rule trainAbstractModel keeps them by
 * (changesDecisions).
 */
export function averageModels(models: readonly AbstractModel[]): AbstractModel {
  const [first] = models;
  if (!first) throw new Error('no model to average');
  if (models.length === 1) return first;
  const sums = new Map<string, number[]>();
  for (const model of models)
    for (const [feature, weights] of Object.entries(model.weights)) {
      const sum = sums.get(feature) ?? new Array<number>(weights.length).fill(0);
      weights.forEach((w, k) => {
        sum[k] = (sum[k] ?? 0) + w;
      });
      sums.set(feature, sum);
    }
  const weights: Record<string, number[]> = {};
  for (const [feature, sum] of [...sums].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const mean = sum.map((w) => Math.round(w / models.length));
    if (changesDecisions(mean)) weights[feature] = mean;
  }
  return { ...first, weights };
}
