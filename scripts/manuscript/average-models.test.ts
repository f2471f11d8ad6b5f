import { describe, expect, it } from 'vitest';
import type { AbstractModel } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import { averageModels } from './average-models.ts';

const model = (weights: Record<string, number[]>): AbstractModel => ({
  labels: ['background', 'methods', 'results', 'conclusions'],
  scale: 100,
  weights,
  trainedOn: { abstracts: 2, sentences: 10, heldOutAccuracy: 0 },
});

describe('averageModels', () => {
  it('averages each weight, a feature a model left out counting as zero there', () => {
    const mean = averageModels([
      model({ 'w:we': [30, -10, 0, 60], 'cue:aim': [90, 0, 0, 0] }),
      model({ 'w:we': [10, -30, 0, 40] }),
    ]);
    expect(mean.weights).toEqual({ 'cue:aim': [45, 0, 0, 0], 'w:we': [20, -20, 0, 50] });
    expect(mean.labels).toEqual(['background', 'methods', 'results', 'conclusions']);
  });

  it('drops a feature whose mean weights all round below 5, and answers a single model as it is', () => {
    const rare = averageModels([model({ 'w:rare': [8, 0, 0, -8] }), model({}), model({})]);
    expect(rare.weights).toEqual({});
    const one = model({ 'w:we': [1, 2, 3, 4] });
    expect(averageModels([one])).toBe(one);
    expect(() => averageModels([])).toThrow('no model');
  });
});
