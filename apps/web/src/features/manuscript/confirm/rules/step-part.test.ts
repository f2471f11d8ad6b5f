import { buildStepData, STEP_TEXTS } from '@galley/manuscript';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { stepPart, stepSetLabel } from './step-part.ts';

describe('stepPart', () => {
  it('labels title-page and end-matter steps by their own part, the rest by their step set', () => {
    expect(stepPart('front.title')).toBe('front');
    expect(stepPart('front.affiliations')).toBe('front');
    expect(stepPart('back.references')).toBe('back');
    expect(stepPart('back.figure_legends')).toBe('back');
    expect(stepPart('abstract.methods')).toBeNull();
    expect(stepPart('main.discussion')).toBeNull();
    expect(stepPart('declaration.funding')).toBeNull();
  });
});

describe('stepSetLabel', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const data = buildStepData('original_article');
  const words = { ...STEP_TEXTS.en, step_names: {}, explain_bar: {} };

  it('names the part for title-page and end-matter steps, the step set for the others', () => {
    expect(stepSetLabel('front.title', data, words, t)).toBe('manuscript-confirm:stepPart.front');
    expect(stepSetLabel('back.references', data, words, t)).toBe('manuscript-confirm:stepPart.back');
    expect(stepSetLabel('abstract.methods', data, words, t)).toBe(STEP_TEXTS.en.step_set_names.abstract);
    expect(stepSetLabel('main.results', data, words, t)).toBe(STEP_TEXTS.en.step_set_names.main);
  });
});
