import {
  ARTICLE_TYPES,
  ConversionTextData,
  MANUSCRIPT_STEPS,
  StepData,
  SUPPORTED_LOCALES,
} from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { boardSteps } from '../highlight/step-navigation.ts';
import { STEP_TEXTS } from './all-step-texts.ts';
import { buildStepData } from './build-step-data.ts';
import { conversionTextData } from './conversion-text-data.ts';

/** Every string leaf of an object, with its path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

describe('step data', () => {
  it('holds the Abstract and Main sets in the vocabulary order, with its flags', () => {
    const data = StepData.parse(buildStepData('original_article'));
    expect(data.current_step).toBe('upload');
    expect(data.step_set_list.map((set) => set.step_set_name)).toEqual([
      'Abstract (Background, Method, Result, Conclusion)',
      'Main body (Introduction, Method, Results, Discussion)',
    ]);
    const steps = data.step_set_list.flatMap((set) => set.step_array);
    expect(steps.map((step) => step.step_value)).toEqual(boardSteps());
    for (const step of steps) {
      const definition = MANUSCRIPT_STEPS.find((d) => d.value === step.step_value);
      expect(step).toMatchObject({
        done: false,
        required: definition?.required,
        multiple: definition?.multiple,
      });
    }
    expect(steps.find((s) => s.step_value === 'main.conclusions')?.duplicate_from).toBe('main.discussion');
    expect(steps.find((s) => s.step_value === 'declaration.ethics')?.duplicate_from).toBe(
      'main.materials_and_methods',
    );
    expect(steps.find((s) => s.step_value === 'front.title')?.step_name).toBe('Title');
  });

  it('relaxes methods and results for reviews, and names steps in the chosen language', () => {
    for (const type of ARTICLE_TYPES) StepData.parse(buildStepData(type));
    const review = buildStepData('review_article', 'ko').step_set_list.flatMap((set) => set.step_array);
    expect(review.find((s) => s.step_value === 'main.results')).toMatchObject({
      required: false,
      step_name: '결과',
    });
    expect(review.find((s) => s.step_value === 'main.introduction')?.required).toBe(true);
  });
});

describe('step texts', () => {
  const english = leaves(STEP_TEXTS.en);

  it.each(SUPPORTED_LOCALES)('%s has every key, each translated and non-empty', (locale) => {
    const texts = leaves(STEP_TEXTS[locale]);
    expect(texts.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      const placeholders = text.match(/\{\w+\}/g) ?? [];
      expect(placeholders, path).toEqual(english.find(([p]) => p === path)?.[1].match(/\{\w+\}/g) ?? []);
    }
    if (locale !== 'en') {
      // Translated, not copied: at most the "OK" button may read the same as in English.
      const same = texts.filter(([path, text]) => english.find(([p]) => p === path)?.[1] === text);
      expect(same.map(([path]) => path)).toEqual(same.length ? ['pop_over_fail.confirm'] : []);
    }
  });

  it('answers get-conversion-text-data with an explain bar for every board step', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const data = ConversionTextData.parse(conversionTextData(locale));
      expect(Object.keys(data.explain_bar)).toEqual(boardSteps());
    }
  });
});
