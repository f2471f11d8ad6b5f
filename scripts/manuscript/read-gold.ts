import fs from 'node:fs';
import { type Manuscript, type Paragraph, STEP_VALUES, type StepValue } from '@galley/contracts';
import { splitSentences } from '../../packages/manuscript/src/tagger/split-sentences.ts';

/** A gold label: the steps of [start, end) of one paragraph. */
export interface GoldSpan {
  block: string;
  start: number;
  end: number;
  steps: StepValue[];
}

const PART: Record<string, StepValue> = {
  B: 'abstract.background',
  M: 'abstract.methods',
  R: 'abstract.results',
  C: 'abstract.conclusions',
};

/**
 * Reads a gold file (scripts/manuscript/gold/*.gold): one line per paragraph or range of body paragraphs
 * ("p17-p20 main.introduction", inclusive, in document order), later lines overriding earlier ones, "a+b" for a
 * paragraph with two steps, "none" to untag, and "p14 sentences B M R C" for an unstructured abstract paragraph
 * labelled sentence by sentence (as splitSentences splits it). Unlisted paragraphs have no step. Throws on a
 * paragraph id the manuscript does not have or a sentence count that does not match, so a stale file is noticed.
 */
export function readGold(file: string, manuscript: Manuscript): GoldSpan[] {
  const paragraphs = manuscript.blocks.filter((b): b is Paragraph => b.type === 'paragraph');
  const index = new Map(paragraphs.map((p, i) => [p.id, i]));
  const labels = new Map<string, GoldSpan[]>();
  const at = (id: string, line: string) => {
    const position = index.get(id);
    if (position === undefined) throw new Error(`${file}: no body paragraph ${id} (${line})`);
    return position;
  };
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [range = '', kind = '', ...rest] = line.split(/\s+/);
    const [from = '', to = from] = range.split('-');
    if (kind === 'sentences') {
      const paragraph = paragraphs[at(from, line)] as Paragraph;
      const sentences = splitSentences(paragraph.text);
      if (sentences.length !== rest.length)
        throw new Error(`${file}: ${from} has ${sentences.length} sentences, the gold gives ${rest.length}`);
      labels.set(
        from,
        sentences.map((s, i) => ({
          block: from,
          start: s.start,
          end: s.end,
          steps: [PART[rest[i] ?? ''] as StepValue],
        })),
      );
      continue;
    }
    const steps = kind === 'none' ? [] : (kind.split('+') as StepValue[]);
    for (const step of steps)
      if (!(STEP_VALUES as readonly string[]).includes(step))
        throw new Error(`${file}: unknown step ${step}`);
    for (let i = at(from, line); i <= at(to, line); i++) {
      const paragraph = paragraphs[i] as Paragraph;
      labels.set(paragraph.id, [{ block: paragraph.id, start: 0, end: paragraph.text.length, steps }]);
    }
  }
  return [...labels.values()].flat();
}
