import { readFile } from 'node:fs/promises';
import { MANUSCRIPT_STEPS, type Manuscript, StepValue, type TagResult } from '@galley/contracts';
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
  const topLevel = new Set(manuscript.blocks.map((block) => block.id));
  for (const { step, highlights } of parsed.data.steps)
    for (const { block, start, end, text } of highlights) {
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
      if (text !== undefined && blockText.slice(start, end) !== text)
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

type Claim = { step: StepValue; block: string; start: number; end: number };

/**
 * Two steps may highlight the same text only where manuscript-steps.md allows it (conclusions inside the discussion,
 * declarations inside the methods); table titles and notes are the reader's and travel with their table, whatever
 * else covers them. Anything else would be written twice, so it is refused with both steps named.
 */
function forbiddenOverlap(
  steps: readonly { step: StepValue; highlights: readonly { block: string; start: number; end: number }[] }[],
): string | undefined {
  const byBlock = new Map<string, Claim[]>();
  for (const { step, highlights } of steps)
    for (const { block, start, end } of highlights)
      if (end > start) byBlock.set(block, [...(byBlock.get(block) ?? []), { step, block, start, end }]);
  for (const claims of byBlock.values())
    for (const [n, a] of claims.entries())
      for (const b of claims.slice(n + 1))
        if (a.start < b.end && b.start < a.end && !mayOverlap(a.step, b.step))
          return `Tags file: ${a.step} and ${b.step} both highlight block ${a.block} ${Math.max(a.start, b.start)}-${Math.min(a.end, b.end)}; only conclusions over the discussion and declarations over the methods may overlap.`;
  return undefined;
}

const HOSTS = new Map(MANUSCRIPT_STEPS.map((definition) => [definition.value, definition.duplicateFrom]));

function mayOverlap(a: StepValue, b: StepValue): boolean {
  if (a === b || a.startsWith('table.') || b.startsWith('table.')) return true;
  return HOSTS.get(a) === b || HOSTS.get(b) === a;
}
