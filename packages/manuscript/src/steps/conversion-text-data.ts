import { type ConversionTextData, DEFAULT_LOCALE, type Locale } from '@galley/contracts';
import { STEP_TEXTS } from './all-step-texts.ts';

/** `get-conversion-text-data`'s words in one language: the bottom bar, the popovers and the explain bar. */
export function conversionTextData(locale: Locale = DEFAULT_LOCALE): ConversionTextData {
  const { bottom_bar, pop_over, pop_over_fail, explain_bar } = STEP_TEXTS[locale];
  return {
    bottom_bar: { ...bottom_bar },
    pop_over: { ...pop_over },
    pop_over_fail: { ...pop_over_fail },
    explain_bar: { ...explain_bar },
  };
}
