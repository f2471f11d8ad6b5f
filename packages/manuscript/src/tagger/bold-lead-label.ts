import type { Paragraph } from '@galley/contracts';
import { normalizeHeading } from './normalize-heading.ts';

export interface BoldLeadLabel {
  /** The label as written, normalized ("methods"). */
  label: string;
  /** Where the text after the label starts. */
  textStart: number;
}

const MAX_WORDS = 6;
const MAX_CHARS = 80;

/**
 * "**Methods** In this trial …", "**Funding** Wellcome Trust.": a label set in bold and run into its paragraph with
 * no colon, as The Lancet and The BMJ set a structured abstract's parts. The bold must cover every letter from the
 * paragraph's start to the label's end, and plain text must follow it.
 */
export function boldLeadLabel(paragraph: Paragraph): BoldLeadLabel | undefined {
  const { text, spans } = paragraph;
  const first = text.search(/\S/);
  if (first < 0) return undefined;
  // Bold spans that start near the paragraph's start, by where they start: one pass, however many runs follow.
  const near = new Map<number, number>();
  for (const span of spans)
    if (span.bold && span.start <= first + MAX_CHARS && span.end > first)
      near.set(span.start, Math.max(near.get(span.start) ?? 0, span.end));
  const opening = [...near].find(([start, end]) => start <= first && first < end);
  if (!opening) return undefined;
  // Adjacent bold spans (a label split into runs) count as one.
  let end = opening[1];
  for (let next = near.get(end); next !== undefined && end - first <= MAX_CHARS; next = near.get(end))
    end = next;
  if (end - first > MAX_CHARS) return undefined;
  const rest = text.slice(end);
  if (!/^\s*[\p{L}\p{N}(“"‘']/u.test(rest)) return undefined;
  const label = text.slice(first, end).trim();
  if (!label || label.split(/\s+/).length > MAX_WORDS || /[.!?]\s+\S/.test(label)) return undefined;
  return { label: normalizeHeading(label), textStart: end + (rest.length - rest.trimStart().length) };
}
