import type { Manuscript, TagResult } from '@galley/contracts';
import { blockTexts } from './block-texts.ts';
import { forbiddenOverlap } from './forbidden-overlap.ts';
import { TagsJson } from './tags-json.ts';

export type TagsJsonCheck = { ok: true; tags: TagResult } | { ok: false; message: string };

/**
 * Confirmed tags given as JSON text (`file` names it in the messages): each highlight must name a top-level block
 * of this manuscript and a range inside its text, and no two steps may claim the same text unless allowed.
 */
export function checkTagsJson(text: string, file: string, manuscript: Manuscript): TagsJsonCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Cannot read the tags file ${file}: ${(error as Error).message}` };
  }
  const parsed = TagsJson.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      message: `The tags file ${file} is not in the shape of \`galley manuscript tag --json\`: ${parsed.error.issues[0]?.message}`,
    };
  const texts = blockTexts(manuscript);
  const topLevel = new Set(manuscript.blocks.map((block) => block.id));
  for (const { step, highlights } of parsed.data.steps)
    for (const { block, start, end, text: quoted } of highlights) {
      const blockText = texts.get(block);
      if (blockText === undefined)
        return {
          ok: false,
          message: `Tags file: ${step} names block ${block}, which this manuscript does not have.`,
        };
      // The writer carries tables whole: a highlight inside a cell would be silently ignored.
      if (!topLevel.has(block))
        return {
          ok: false,
          message: `Tags file: ${step} highlights block ${block}, a table cell; tag the table's title or notes, or the paragraphs around it.`,
        };
      if (end < start || end > blockText.length)
        return { ok: false, message: `Tags file: ${step} range ${start}-${end} is outside block ${block}.` };
      if (quoted !== undefined && blockText.slice(start, end) !== quoted)
        return {
          ok: false,
          message: `Tags file: ${step} text at ${block} ${start}-${end} differs from the manuscript's.`,
        };
    }
  const overlap = forbiddenOverlap(parsed.data.steps);
  if (overlap) return { ok: false, message: overlap };
  return {
    ok: true,
    tags: {
      tagger: 'local',
      warnings: [],
      steps: parsed.data.steps.map(({ step, highlights }) => ({
        step,
        confidence: 1,
        highlights: highlights.map(({ block, start, end }) => ({ block, start, end, confidence: 1 })),
      })),
    },
  };
}
