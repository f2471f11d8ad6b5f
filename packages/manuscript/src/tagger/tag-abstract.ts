import type { Paragraph, StepValue } from '@galley/contracts';
import type { AbstractModel, AbstractPart } from './abstract-model.ts';
import { classifyAbstractSentences } from './classify-abstract-sentences.ts';
import { matchAbstractPartLabel } from './heading-lexicon.ts';
import { partLabels } from './part-label-start.ts';
import { splitSentences } from './split-sentences.ts';
import type { StepCollector } from './step-collector.ts';

/**
 * A paragraph of the abstract: a part's label on a line of its own, or text (from `start`, after "Abstract:"), with
 * the keywords typed inside it after the text, if any (keywordsIn): the keywords step, where the text ends.
 */
export type AbstractItem =
  | { kind: 'heading'; paragraph: Paragraph; part?: AbstractPart }
  | { kind: 'text'; paragraph: Paragraph; start: number; keywords?: { start: number; end: number } };

const STEP: Record<AbstractPart, StepValue> = {
  background: 'abstract.background',
  methods: 'abstract.methods',
  results: 'abstract.results',
  conclusions: 'abstract.conclusions',
};

// A numbered point's label run into it ("4. Synthesis.", ecology journals' abstracts of numbered points), or one of
// those labels unnumbered ("Policy implications."): it goes with the sentence after it, as a heading does. An
// unnumbered short sentence ("Little is known.") is prose.
const NUMBERED_LABEL = /^(?:\d{1,2}|[ivx]{1,4})\.\s*\p{Lu}[\p{Ll}-]*(?:\s+[\p{L}-]+){0,2}\.$/u;
const POINT_LABEL =
  /^(?:synthesis(?: and applications)?|policy implications|(?:management|practical|conservation) implications)\.$/i;

function isPointLabel(sentence: string): boolean {
  return NUMBERED_LABEL.test(sentence) || POINT_LABEL.test(sentence);
}

/**
 * Tags the abstract. A structured abstract (part labels as lines or run in: "Methods: …") is split at its labels;
 * an unstructured one is split sentence by sentence by the classifier. The "Abstract" heading itself goes with the
 * abstract's first part. Answers whether the classifier was used.
 */
export function tagAbstract(
  items: readonly AbstractItem[],
  collector: StepCollector,
  model: AbstractModel,
): boolean {
  const endOf = (item: AbstractItem) =>
    (item.kind === 'text' ? item.keywords?.start : undefined) ?? item.paragraph.text.length;
  const runIn = new Map(
    items.flatMap((item) =>
      item.kind === 'text'
        ? [[item, partLabels(item.paragraph, item.start === 0).filter((l) => l.start < endOf(item))] as const]
        : [],
    ),
  );
  const structured =
    items.some((item) => item.kind === 'heading' && item.part) || [...runIn.values()].some((l) => l.length);
  const pieces: {
    paragraph: Paragraph;
    start: number;
    end: number;
    part?: AbstractPart;
    confidence: number;
  }[] = [];
  if (structured) {
    let part: AbstractPart = 'background';
    for (const item of items) {
      const { paragraph } = item;
      if (item.kind === 'heading') {
        part = item.part ?? part;
        pieces.push({
          paragraph,
          start: 0,
          end: paragraph.text.length,
          ...(item.part ? { part } : {}),
          confidence: 0.95,
        });
        continue;
      }
      let from = item.start;
      for (const label of runIn.get(item) ?? []) {
        if (label.start > from)
          pieces.push({ paragraph, start: from, end: label.start, part, confidence: 0.9 });
        part = matchAbstractPartLabel(label.label) ?? part;
        from = label.start;
      }
      pieces.push({ paragraph, start: from, end: endOf(item), part, confidence: 0.95 });
    }
  } else {
    const sentences = items.flatMap((item) => {
      if (item.kind !== 'text')
        return [{ paragraph: item.paragraph, start: 0, end: item.paragraph.text.length, heading: true }];
      const text = item.paragraph.text.slice(item.start, endOf(item));
      return splitSentences(text).map((range, index, all) => ({
        paragraph: item.paragraph,
        start: item.start + range.start,
        end: item.start + range.end,
        ...(index === 0 && all.length > 1 && isPointLabel(text.slice(range.start, range.end))
          ? { heading: true }
          : {}),
      }));
    });
    const text = sentences.filter((s) => !('heading' in s));
    const labels = classifyAbstractSentences(
      text.map((s) => s.paragraph.text.slice(s.start, s.end)),
      model,
    );
    let at = 0;
    for (const sentence of sentences) {
      if ('heading' in sentence) {
        pieces.push({ ...sentence, confidence: 0.9 });
        continue;
      }
      const label = labels[at++];
      pieces.push({ ...sentence, part: label?.part ?? 'background', confidence: label?.confidence ?? 0.5 });
    }
  }
  // A heading without a part of its own ("Abstract") takes the part of the text after it.
  pieces.forEach((piece, index) => {
    const part = piece.part ?? pieces.slice(index + 1).find((next) => next.part)?.part ?? 'background';
    collector.add(
      STEP[part],
      piece.paragraph.id,
      piece.paragraph.text,
      piece.start,
      piece.end,
      piece.confidence,
    );
  });
  for (const item of items)
    if (item.kind === 'text' && item.keywords) {
      const { paragraph, keywords } = item;
      collector.add('abstract.keywords', paragraph.id, paragraph.text, keywords.start, keywords.end, 0.9);
    }
  return !structured && items.some((item) => item.kind === 'text');
}
