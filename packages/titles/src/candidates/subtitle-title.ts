import type { StudyDesign } from '../abstract/detect-design.ts';
import type { TitleIndex } from '../index/load-title-index.ts';
import { shortenTitle } from './shorten-title.ts';
import {
  capitalise,
  type DraftTitle,
  inAbstractOrder,
  type TitleContext,
  topicPhrases,
} from './title-context.ts';

// The words a learned subtitle must contain to name each design, and the subtitle used when the corpus has none.
const DESIGN_WORDS: Record<StudyDesign, [RegExp, string]> = {
  'meta-analysis': [/meta-analysis/, 'a systematic review and meta-analysis'],
  'systematic-review': [/^a systematic review$/, 'a systematic review'],
  'randomized-trial': [/randomi[sz]ed .*trial/, 'a randomized controlled trial'],
  cohort: [/cohort study/, 'a cohort study'],
  'case-control': [/case-control/, 'a case-control study'],
  'cross-sectional': [/cross-sectional/, 'a cross-sectional study'],
  'case-report': [/case report/, 'a case report'],
  'case-series': [/case series/, 'a case series'],
  review: [/review/, 'a review'],
  pilot: [/pilot/, 'a pilot study'],
};

/**
 * A title with a subtitle after a colon: the main descriptive title followed by the study design, worded as real
 * titles word it most often ("…: a randomized controlled trial"). Without a design, the leading key phrase becomes
 * the main title and the next ones its subtitle ("X: Y and Z").
 */
export function subtitleTitle(context: TitleContext, main: string | undefined): DraftTitle | undefined {
  if (!context.english) return undefined;
  if (context.design && main) {
    const subtitle = designSubtitle(context.design, context.index);
    const head = shortenTitle(main, undefined, 14);
    return { title: `${capitalise(head)}: ${subtitle}`, kind: 'colon-subtitle' };
  }
  const [first, ...rest] = topicPhrases(context, 3);
  if (!first || rest.length < 2) return undefined;
  const [second, third] = inAbstractOrder(rest);
  const inPopulation = context.population ? ` in ${context.population}` : '';
  return {
    title: `${capitalise(first.text)}: ${shortenTitle(`${second?.text} and ${third?.text}${inPopulation}`, undefined, 14)}`,
    kind: 'colon-subtitle',
  };
}

function designSubtitle(design: StudyDesign, index: TitleIndex): string {
  const [words, fallback] = DESIGN_WORDS[design];
  return index.subtitles.find(([subtitle]) => words.test(subtitle))?.[0] ?? fallback;
}
