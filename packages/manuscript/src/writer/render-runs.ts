import type { Paragraph, TextSpan } from '@galley/contracts';
import {
  EndnoteReferenceRun,
  ExternalHyperlink,
  FootnoteReferenceRun,
  ImportedXmlComponent,
  type ParagraphChild,
  Tab,
  TextRun,
} from 'docx';
import type { CitationReplacement } from './citations/citation-site.ts';
import { LineBreak } from './line-break.ts';

/** What the run writer shares across one document: the notes it met, numbered as Word wants them. */
export interface RunContext {
  /** Source note id (`fn3`, `en2`) → output note number, in the order the marks are written. */
  footnotes: Map<string, number>;
  endnotes: Map<string, number>;
  /** Citation text to write instead of the source's, per source paragraph (renumbered, restyled citations). */
  replacements?: ReadonlyMap<string, readonly CitationReplacement[]>;
}

type Format = { [K in keyof Omit<TextSpan, 'start' | 'end' | 'href'>]?: boolean } & { href?: string };

/**
 * [start, end) of a source paragraph → docx runs: character formatting (bold, italic, underline, sub/superscript,
 * small and all caps), external hyperlinks, equations carried over as their original OMML, footnote and endnote marks
 * (renumbered in output order), and a "[Figure 1]" placeholder where an image was.
 */
export function renderRuns(
  paragraph: Paragraph,
  fromOffset: number,
  toOffset: number,
  context: RunContext,
): ParagraphChild[] {
  // An equation is carried whole: a range that cuts into one (trimmed white space, a sentence boundary) widens.
  let start = fromOffset;
  let end = toOffset;
  for (const inline of paragraph.inlines)
    if (inline.kind === 'equation' && inline.start < end && inline.end > start) {
      start = Math.min(start, inline.start);
      end = Math.max(end, inline.end);
    }
  const cuts = new Set<number>([start, end]);
  for (const span of paragraph.spans) {
    if (span.start > start && span.start < end) cuts.add(span.start);
    if (span.end > start && span.end < end) cuts.add(span.end);
  }
  const equations = paragraph.inlines.filter(
    (inline): inline is Extract<Paragraph['inlines'][number], { kind: 'equation' }> =>
      inline.kind === 'equation' && inline.start >= start && inline.end <= end && inline.end > inline.start,
  );
  // Marks have no width: notes, images, and equations with no text of their own (an empty m:oMath).
  const marks = paragraph.inlines.filter((inline) =>
    inline.kind === 'equation'
      ? inline.start === inline.end && inline.start >= start && inline.start <= end
      : inline.at >= start && inline.at <= end,
  );
  for (const equation of equations) cuts.add(equation.start).add(equation.end);
  const replacements = (context.replacements?.get(paragraph.id) ?? []).filter(
    (r) => r.start >= start && r.end <= end && !equations.some((e) => r.start < e.end && r.end > e.start),
  );
  for (const replacement of replacements) cuts.add(replacement.start).add(replacement.end);
  for (const mark of marks) cuts.add(mark.kind === 'equation' ? mark.start : mark.at);
  const points = [...cuts].sort((a, b) => a - b);

  const out: ParagraphChild[] = [];
  let link: { href: string; runs: TextRun[] } | undefined;
  const flushLink = () => {
    if (link) out.push(new ExternalHyperlink({ link: link.href, children: link.runs }));
    link = undefined;
  };
  const writeMarks = (at: number) => {
    for (const mark of marks) {
      if ((mark.kind === 'equation' ? mark.start : mark.at) !== at) continue;
      flushLink();
      if (mark.kind === 'equation') out.push(omml(mark));
      else if (mark.kind === 'image') out.push(new TextRun(`[${mark.label ?? 'Figure'}]`));
      else out.push(noteRun(mark.note, context));
    }
  };
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i] ?? 0;
    const to = points[i + 1] ?? 0;
    writeMarks(from);
    const replacement = replacements.find((r) => r.start === from);
    if (replacement) {
      flushLink();
      const format = formatAt(
        paragraph.spans,
        Math.min(replacement.end - 1, Math.max(from, replacement.start)),
      );
      out.push(
        textRun(replacement.text, { ...format, superscript: replacement.superscript, subscript: false }),
      );
      i = points.indexOf(replacement.end) - 1;
      continue;
    }
    if (replacements.some((r) => from > r.start && from < r.end)) continue;
    const equation = equations.find((e) => e.start === from);
    if (equation) {
      flushLink();
      out.push(omml(equation));
      i = points.indexOf(equation.end) - 1;
      continue;
    }
    if (equations.some((e) => from > e.start && from < e.end)) continue;
    const format = formatAt(paragraph.spans, from);
    const run = textRun(paragraph.text.slice(from, to), format);
    const href = format.href && /^(?:https?|mailto|ftp):/i.test(format.href) ? format.href : undefined;
    if (href) {
      if (link?.href !== href) flushLink();
      link ??= { href, runs: [] };
      link.runs.push(run);
    } else {
      flushLink();
      out.push(run);
    }
  }
  if (points.length > 1) writeMarks(end);
  flushLink();
  return out;
}

/** The equation's own OMML, untouched; a display equation goes back into its m:oMathPara. */
function omml(equation: { omml: string; display: boolean }): ParagraphChild {
  const xml = equation.display ? `<m:oMathPara>${equation.omml}</m:oMathPara>` : equation.omml;
  return ImportedXmlComponent.fromXmlString(xml) as unknown as ParagraphChild;
}

function noteRun(note: string, context: RunContext): ParagraphChild {
  const endnote = note.startsWith('en');
  const numbers = endnote ? context.endnotes : context.footnotes;
  let number = numbers.get(note);
  if (number === undefined) {
    number = numbers.size + 1;
    numbers.set(note, number);
  }
  return endnote ? new EndnoteReferenceRun(number) : new FootnoteReferenceRun(number);
}

function formatAt(spans: readonly TextSpan[], at: number): Format {
  const format: Format = {};
  for (const span of spans) if (span.start <= at && span.end > at) Object.assign(format, span);
  return format;
}

/** Literal or source text as one run; tabs and line breaks become Word's own elements. */
export function textRun(text: string, format: Format): TextRun {
  const children: (string | Tab | LineBreak)[] = [];
  for (const piece of text.split(/(\t|\r\n|\n|\r)/)) {
    if (piece === '') continue;
    if (piece === '\t') children.push(new Tab());
    else if (/^[\r\n]+$/.test(piece)) children.push(new LineBreak());
    else children.push(piece);
  }
  return new TextRun({
    children,
    ...(format.bold ? { bold: true } : {}),
    ...(format.italic ? { italics: true } : {}),
    ...(format.underline ? { underline: {} } : {}),
    ...(format.superscript ? { superScript: true } : {}),
    ...(format.subscript ? { subScript: true } : {}),
    ...(format.smallCaps ? { smallCaps: true } : {}),
    ...(format.allCaps ? { allCaps: true } : {}),
  });
}
