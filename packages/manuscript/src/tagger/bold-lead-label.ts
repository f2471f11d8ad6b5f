import type { Paragraph } from '@galley/contracts';
import { normalizeHeading } from './normalize-heading.ts';

export interface BoldLeadLabel {
  /** The label as written, normalized ("methods"). */
  label: string;
  /** Where the text after the label starts. */
  textStart: number;
}

const MAX_WORDS = 6;

/**
 * "**Methods** In this trial …", "**Funding** Wellcome Trust.": a label set in bold and run into its paragraph with
 * no colon, as The Lancet and The BMJ set a structured abstract's parts. The bold must cover every letter from the
 * paragraph's start to the label's end, and plain text must follow it.
 */
export function boldLeadLabel(paragraph: Paragraph): BoldLeadLabel | undefined {
  const { text, spans } = paragraph;
  const first = text.search(/\S/);
  if (first < 0) return undefined;
  const bold = spans.find((span) => span.bold && span.start <= first && first < span.end);
  if (!bold) return undefined;
  // Adjacent bold spans (a label split into runs) count as one.
  let end = bold.end;
  for (
    let next = spans.find((s) => s.bold && s.start === end);
    next;
    next = spans.find((s) => s.bold && s.start === end)
  )
    end = next.end;
  const rest = text.slice(end);
  if (!/^\s*[\p{L}\p{N}(“"‘']/u.test(rest)) return undefined;
  const label = text.slice(first, end).trim();
  if (!label || label.split(/\s+/).length > MAX_WORDS || /[.!?]\s+\S/.test(label)) return undefined;
  return { label: normalizeHeading(label), textStart: end + (rest.length - rest.trimStart().length) };
}
