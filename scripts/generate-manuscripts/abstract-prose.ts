import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import type { LabelledAbstract } from '../manuscript/read-labelled-abstracts.ts';

/**
 * An abstract's parts run together as one paragraph of prose after a label ("" for none): the text and, for the
 * gold, where each part's sentences are (offsets counted from the paragraph's start, label included).
 */
export function abstractProse(
  source: LabelledAbstract,
  label: string,
): { text: string; sentenceParts: { start: number; end: number; part: AbstractPart }[] } {
  let text = '';
  const sentenceParts: { start: number; end: number; part: AbstractPart }[] = [];
  for (const section of source.sections) {
    if (text) text += ' ';
    const start = label.length + text.length;
    sentenceParts.push({ start, end: start + section.text.length, part: section.part });
    text += section.text;
  }
  return { text, sentenceParts };
}
