import type { ArticleType, GetConversionTextDataResponse, Locale } from '@galley/contracts';
import { buildStepData, conversionTextData, STEP_TEXTS } from '@galley/manuscript';

/** The confirm board's words in one language, with the step titles and the article type's required steps. */
export function readConversionTextData(
  articleType: ArticleType,
  locale: Locale,
): GetConversionTextDataResponse {
  const texts = STEP_TEXTS[locale];
  const steps = buildStepData(articleType, locale).step_set_list.flatMap((set) => set.step_array);
  return {
    ...conversionTextData(locale),
    article_type: articleType,
    locale,
    step_names: { ...texts.step_names },
    step_set_names: { ...texts.step_set_names },
    required_steps: steps.filter((step) => step.required).map((step) => step.step_value),
  };
}
