import type { Inline, TextSpan } from '@galley/contracts';
import type { RunProps } from '../docx/docx-types.ts';

/** Accumulates one paragraph's text, its formatting spans (adjacent equal spans merged) and its inlines. */
export class SpanWriter {
  text = '';
  readonly spans: TextSpan[] = [];
  readonly inlines: Inline[] = [];

  append(text: string, props: RunProps, href: string | undefined): void {
    if (!text) return;
    const start = this.text.length;
    this.text += text;
    const span = toSpan(start, this.text.length, props, href);
    if (Object.keys(span).length === 2) return; // plain text needs no span
    const last = this.spans[this.spans.length - 1];
    if (last && last.end === start && sameFormatting(last, span)) last.end = span.end;
    else this.spans.push(span);
  }
}

function toSpan(start: number, end: number, props: RunProps, href: string | undefined): TextSpan {
  const span: TextSpan = { start, end };
  if (props.bold) span.bold = true;
  if (props.italic) span.italic = true;
  if (props.underline) span.underline = true;
  if (props.vertAlign === 'subscript') span.subscript = true;
  if (props.vertAlign === 'superscript') span.superscript = true;
  if (props.smallCaps) span.smallCaps = true;
  if (props.allCaps) span.allCaps = true;
  if (href) span.href = href;
  return span;
}

const FLAGS = [
  'bold',
  'italic',
  'underline',
  'subscript',
  'superscript',
  'smallCaps',
  'allCaps',
  'href',
] as const;
function sameFormatting(a: TextSpan, b: TextSpan): boolean {
  return FLAGS.every((flag) => a[flag] === b[flag]);
}
