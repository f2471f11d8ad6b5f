import type { Paragraph } from '@galley/contracts';

/**
 * The paragraph's text with the marks in each superscript run read as "1" (commas and spaces kept): affiliation
 * marks set as superscript letters ("Fernández-López^a,b,*^", Elsevier's and many Spanish journals' bylines) look
 * like the end of a name in plain text, digits do not.
 */
export function textWithMarks(paragraph: Paragraph): string {
  const raised = paragraph.spans
    .filter((span) => span.superscript && span.end > span.start)
    .sort((a, b) => b.start - a.start);
  let text = paragraph.text;
  let before = text.length;
  for (const span of raised) {
    if (span.end > before) continue;
    const mark = text.slice(span.start, span.end).replace(/[^\s,;，、]+/gu, '1');
    text = `${text.slice(0, span.start)}${mark}${text.slice(span.end)}`;
    before = span.start;
  }
  return text;
}

/** The paragraph opens with a superscript mark ("^b^ CIBER de Epidemiología …"), as a numbered affiliation does. */
export function opensWithSuperscriptMark(paragraph: Paragraph): boolean {
  const first = paragraph.text.search(/\S/);
  return (
    first >= 0 && paragraph.spans.some((span) => span.superscript && span.start <= first && first < span.end)
  );
}
