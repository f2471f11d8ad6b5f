import type { Manuscript } from '@galley/contracts';
import { readDocx } from '../read-docx.ts';
import { tagLocal } from '../tagger/tag-local.ts';
import { buildDocx } from './build-docx.ts';

interface TextHighlight {
  text: string;
  step: string;
  start: number;
  end: number;
}

/** The local tagger's highlights on a document of these paragraphs (build-docx `p(…)`), each with its paragraph's text. */
function highlightsOf(paragraphs: string[]): TextHighlight[] {
  const manuscript: Manuscript = readDocx(buildDocx({ body: paragraphs.join('') }));
  const texts = new Map(
    manuscript.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text] as const] : [])),
  );
  return tagLocal(manuscript).steps.flatMap((step) =>
    step.highlights.map((h) => ({
      text: texts.get(h.block) ?? '',
      step: step.step,
      start: h.start,
      end: h.end,
    })),
  );
}

/** The steps of each paragraph, by its text (sorted, each once). */
export function stepsByText(...paragraphs: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { text, step } of highlightsOf(paragraphs))
    out[text] = [...new Set([...(out[text] ?? []), step])].sort();
  return out;
}

/** The highlights of each paragraph, by its text: "step" for the whole paragraph, "step[start-end]" for a part. */
export function highlightsByText(...paragraphs: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { text, step, start, end } of highlightsOf(paragraphs)) {
    const whole = start === 0 && end === text.length;
    out[text] = [...(out[text] ?? []), whole ? step : `${step}[${start}-${end}]`].sort();
  }
  return out;
}

/** The text each step highlights, over all paragraphs. */
export function textsByStep(...paragraphs: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { text, step, start, end } of highlightsOf(paragraphs))
    out[step] = [...(out[step] ?? []), text.slice(start, end)];
  return out;
}
