import type { Paragraph } from '@galley/contracts';

/**
 * The paragraph's text with each superscript run read as the mark "1": affiliation marks set as superscript
 * letters ("Fernández-López^a,b,*^", Elsevier's and many Spanish journals' bylines) look like the end of a name in
 * plain text, digits do not.
 */
export function textWithMarks(paragraph: Paragraph): string {
  const marks = paragraph.spans
    .filter((span) => span.superscript && span.end > span.start)
    .sort((a, b) => b.start - a.start);
  let text = paragraph.text;
  let before = text.length;
  for (const span of marks) {
    if (span.end > before) continue;
    text = `${text.slice(0, span.start)}1${text.slice(span.end)}`;
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
