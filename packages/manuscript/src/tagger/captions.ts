import type { Paragraph } from '@galley/contracts';

const FIGURE =
  /^\s*(?:supplementary\s+|supplemental\s+|extended\s+data\s+)?(?:figure|fig\.?|plate)\s*S?\d+[A-Za-z]?\b\s*(?:[.:|–—-]|\(continued\))/i;
const FIGURE_SUPPLEMENT = /^\s*figure\s+\d+\s*[-–]\s*figure supplement\s+\d+/i;

/** A figure's title and legend: "Figure 2.", "Fig. 3:", "Figure S1.", "Figure 2 - figure supplement 1:". */
export function isFigureCaption(paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if (FIGURE.test(text) || FIGURE_SUPPLEMENT.test(text)) return true;
  // A caption style on a line that names a figure ("Image Caption", "Caption").
  return /caption/i.test(paragraph.styleName ?? '') && /^\s*(?:figure|fig\.?)\s*S?\d/i.test(text);
}

const TABLE = /^\s*(?:supplementary\s+)?(?:table|tab\.)\s*(?:[A-Z]?\d+|[IVXLC]+\b)/i;

/** A table's title line ("Table 1.", "Tab. 2:", "Table S1", "Table B1 (continued)"). */
export function isTableCaption(text: string): boolean {
  return TABLE.test(text);
}
