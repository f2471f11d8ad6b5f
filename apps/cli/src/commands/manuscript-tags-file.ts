import { readFile } from 'node:fs/promises';
import { type Manuscript, StepValue, type TagResult } from '@galley/contracts';
import { z } from 'zod';
import { blockTexts } from './manuscript-block-texts.ts';

/**
 * `--tags tags.json`: the shape `galley manuscript tag --json` prints, so an author can tag, correct the JSON and
 * convert. Each highlight must name a block of this manuscript and a range inside its text; `text`, when given,
 * must equal the block's text there (a guard against tags made for another file or an edited manuscript).
 */
const TagsFile = z.object({
  steps: z.array(
    z.object({
      step: StepValue,
      highlights: z.array(
        z.object({
          block: z.string(),
          start: z.number().int().nonnegative(),
          end: z.number().int().nonnegative(),
          text: z.string().optional(),
        }),
      ),
    }),
  ),
  warnings: z.array(z.unknown()).optional(),
});

export async function readTagsFile(
  file: string,
  manuscript: Manuscript,
): Promise<{ ok: true; tags: TagResult } | { ok: false; message: string }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { ok: false, message: `Cannot read the tags file ${file}: ${(error as Error).message}` };
  }
  const parsed = TagsFile.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      message: `The tags file ${file} is not in the shape of \`galley manuscript tag --json\`: ${parsed.error.issues[0]?.message}`,
    };
  const texts = blockTexts(manuscript);
  for (const { step, highlights } of parsed.data.steps)
    for (const { block, start, end, text } of highlights) {
      const blockText = texts.get(block);
      if (blockText === undefined)
        return {
          ok: false,
          message: `Tags file: ${step} names block ${block}, which this manuscript does not have.`,
        };
      if (end < start || end > blockText.length)
        return { ok: false, message: `Tags file: ${step} range ${start}-${end} is outside block ${block}.` };
      if (text !== undefined && blockText.slice(start, end) !== text)
        return {
          ok: false,
          message: `Tags file: ${step} text at ${block} ${start}-${end} differs from the manuscript's.`,
        };
    }
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
