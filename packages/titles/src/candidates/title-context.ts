import type { AimClause } from '../abstract/aim-clause.ts';
import type { StudyDesign } from '../abstract/detect-design.ts';
import type { ReadAbstract } from '../abstract/read-abstract.ts';
import type { TitleIndex } from '../index/load-title-index.ts';
import type { KeyPhrase } from '../phrases/key-phrases.ts';
import type { TitleKind } from '../types.ts';

/** What every candidate builder may draw on, read once per abstract. */
export interface TitleContext {
  read: ReadAbstract;
  index: TitleIndex;
  /** Each content word's chance of being in the title (the word model). */
  wordScores: ReadonlyMap<string, number>;
  /** Key phrases, best first. */
  phrases: KeyPhrase[];
  aim?: AimClause;
  conclusion?: string;
  population?: string;
  design?: StudyDesign;
  reportsFinding: boolean;
  /** English patterns apply (connectors, questions, subtitles). */
  english: boolean;
}

export interface DraftTitle {
  title: string;
  kind: TitleKind;
  overclaim?: boolean;
}

/** Sentence case for a title's first letter; the rest keeps the abstract's spelling. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return (trimmed[0]?.toUpperCase() ?? '') + trimmed.slice(1);
}

/** Phrases in the order the abstract first uses them (how titles tend to order subject, then setting). */
export function inAbstractOrder(phrases: readonly KeyPhrase[]): KeyPhrase[] {
  return [...phrases].sort((a, b) => a.first - b.first);
}

/**
 * The leading key phrases that are not already part of the studied population (so "X in rats" never reads
 * "rats in male rats").
 */
export function topicPhrases(context: TitleContext, count: number): KeyPhrase[] {
  const population = new Set((context.population ?? '').toLowerCase().split(/\s+/));
  return context.phrases
    .filter((phrase) => !phrase.terms.some((term) => population.has(term)))
    .slice(0, count);
}
