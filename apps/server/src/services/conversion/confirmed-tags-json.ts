import { readConfirmHtml } from '@galley/manuscript';
import type { TagsJson } from '@galley/manuscript/pipeline';

/**
 * The author's confirmed highlights (the confirm board's HTML) as the tags JSON the conversion pipeline takes
 * (`galley manuscript tag --json`'s shape), one entry per step in the board's order.
 */
export function confirmedTagsJson(clientHtml: string): string {
  const steps: TagsJson['steps'] = [];
  for (const { step, block, start, end } of readConfirmHtml(clientHtml).highlights) {
    let entry = steps.find((known) => known.step === step);
    if (!entry) {
      entry = { step, highlights: [] };
      steps.push(entry);
    }
    entry.highlights.push({ block, start, end });
  }
  return JSON.stringify({ steps });
}
