import { z } from 'zod';
import { Locale } from './locales.ts';
import { ArticleType, ConversionTextData, StepSetValue, StepValue } from './manuscript.ts';

/**
 * GET /api/v1/conversion/get-conversion-text-data/?article_type=X (default original_article) → the confirm
 * board's words in the signed-in user's language (their stored locale; `?locale=en|ko|zh|ja` overrides it, for a
 * UI switched to another language): conversionTextData (bottom_bar, pop_over, pop_over_fail, explain_bar keyed
 * by step value) plus `step_names` and `step_set_names` (the step titles) and `required_steps` of the type.
 */
export const GetConversionTextDataQuery = z.object({
  article_type: ArticleType.default('original_article'),
  locale: Locale.optional(),
  user_id: z.unknown().optional(),
});
export type GetConversionTextDataQuery = z.infer<typeof GetConversionTextDataQuery>;

export const GetConversionTextDataResponse = ConversionTextData.extend({
  article_type: ArticleType,
  locale: Locale,
  step_names: z.record(z.string(), z.string()),
  step_set_names: z.record(StepSetValue, z.string()),
  required_steps: z.array(StepValue),
});
export type GetConversionTextDataResponse = z.infer<typeof GetConversionTextDataResponse>;
