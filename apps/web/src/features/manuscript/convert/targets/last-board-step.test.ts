import { buildStepData } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { lastBoardStep } from './last-board-step.ts';

describe('the confirm board step before the convert step', () => {
  it('is the last board step of the conversion’s step data, as an object or as the spec’s JSON string', () => {
    const stepData = buildStepData('original_article');
    const order = stepData.step_set_list.flatMap((set) => set.step_array.map((step) => step.step_value));
    const last = lastBoardStep(stepData);
    expect(last).not.toBeNull();
    expect(last).not.toBe('upload');
    expect(order).toContain(last);
    expect(last?.startsWith('table.')).toBe(false);
    expect(lastBoardStep(JSON.stringify(stepData))).toBe(last);
  });

  it('is null for missing or malformed step data', () => {
    expect(lastBoardStep(null)).toBeNull();
    expect(lastBoardStep('{not json')).toBeNull();
    expect(lastBoardStep({ step_set_list: 'x' })).toBeNull();
  });
});
