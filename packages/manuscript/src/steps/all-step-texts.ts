import type { Locale } from '@galley/contracts';
import type { StepTexts } from './step-texts.ts';
import { en } from './texts/en.ts';
import { ja } from './texts/ja.ts';
import { ko } from './texts/ko.ts';
import { zh } from './texts/zh.ts';

/** Every UI language's step words; a language left out fails the typecheck. */
export const STEP_TEXTS: Record<Locale, StepTexts> = { en, ko, zh, ja };
