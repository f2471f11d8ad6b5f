import type { Paragraph } from '@galley/contracts';

/** A body paragraph for a unit test: plain text, no runs, with whatever else the test sets (heading, list, style). */
export function testParagraph(id: string, text: string, more: Partial<Paragraph> = {}): Paragraph {
  return { type: 'paragraph', id, text, spans: [], inlines: [], origin: 'body', ...more };
}
