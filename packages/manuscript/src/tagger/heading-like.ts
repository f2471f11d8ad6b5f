import type { Paragraph } from '@galley/contracts';
import { type HeadingTarget, matchAbstractLabel, matchSectionHeading } from './heading-lexicon.ts';
import { normalizeHeading } from './normalize-heading.ts';

export interface HeadingLike {
  /** 1 = top level; a line that is a heading only by the lexicon counts as top level. */
  level: number;
  /** The reader found it a heading (by style, outline level or formatting). */
  byReader: boolean;
  normalized: string;
  target?: HeadingTarget;
}

/**
 * A paragraph that heads a section: one the reader marked as a heading, or a short line whose whole text is a
 * heading of the lexicon ("Abstract", "References", "Appendix A" typed as plain paragraphs).
 */
export function headingLike(paragraph: Paragraph): HeadingLike | undefined {
  const text = paragraph.text.trim();
  if (!text) return undefined;
  const short = text.length <= 80 && text.split(/\s+/).length <= 10 && !/[.;,]$/.test(text);
  if (!paragraph.heading && !short) return undefined;
  const normalized = normalizeHeading(text);
  const target = short ? matchSectionHeading(normalized) : undefined;
  if (paragraph.heading)
    return { level: paragraph.heading.level, byReader: true, normalized, ...(target ? { target } : {}) };
  if (target || matchAbstractLabel(normalized))
    return { level: 1, byReader: false, normalized, ...(target ? { target } : {}) };
  return undefined;
}
