import type { Paragraph } from '@galley/contracts';

/** A body paragraph of the manuscript model for the confirm board's tests: plain text unless `extra` says more. */
export const paragraph = (id: string, text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  type: 'paragraph',
  id,
  text,
  spans: [],
  inlines: [],
  origin: 'body',
  ...extra,
});
