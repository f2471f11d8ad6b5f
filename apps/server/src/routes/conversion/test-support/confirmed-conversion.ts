import type { ArticleType, HighlightRange, Manuscript, StepData } from '@galley/contracts';
import { buildStepData, localTagger, renderConfirmHtml } from '@galley/manuscript';
import { blockTexts, readManuscriptBytes } from '@galley/manuscript/pipeline';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readSharedData } from '../../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { conversions } from '../../../db/schema.ts';
import type { ConversionClient } from './conversion-client.ts';

// Test-only: a conversion as the confirm board leaves it — a real dev manuscript uploaded through the API, its
// board HTML with the local tagger's highlights as the confirmed ones, every step done — written straight to the
// row (the board's own calls are another engineer's and may not exist yet when this runs).

export interface ConfirmedConversion {
  id: string;
  manuscript: Manuscript;
  highlights: HighlightRange[];
  /** Each highlight's text, as the manuscript has it; `heading` when its block is a heading (journals rename those). */
  highlightTexts: { step: string; text: string; heading: boolean }[];
}

export async function confirmedConversion(
  app: FastifyInstance,
  client: ConversionClient,
  file = 'manuscripts/publichealth_contraception.docx',
  articleType: ArticleType = 'original_article',
): Promise<ConfirmedConversion> {
  const created = await client.create();
  const id = created.json().id as string;
  const bytes = readSharedData(file);
  const uploaded = await client.upload(id, bytes, file.split('/').pop() ?? 'manuscript.docx');
  if (uploaded.statusCode !== 200) throw new Error(`upload refused: ${uploaded.body}`);
  const read = await readManuscriptBytes(file, bytes);
  if (!read.ok) throw new Error(read.message);
  const tags = await localTagger.tag(read.manuscript);
  const highlights = tags.steps.flatMap(({ step, highlights }) =>
    highlights.map(({ block, start, end }) => ({ step, block, start, end })),
  );
  const texts = blockTexts(read.manuscript);
  const headings = new Set(
    read.manuscript.blocks.flatMap((block) => ('heading' in block && block.heading ? [block.id] : [])),
  );
  const stepData: StepData = buildStepData(articleType);
  for (const set of stepData.step_set_list) for (const step of set.step_array) step.done = true;
  await app.db
    .update(conversions)
    .set({
      articleType,
      clientHtml: renderConfirmHtml(read.manuscript, highlights),
      stepData,
      autoTags: highlights,
      autoTagStatus: 'success',
    })
    .where(eq(conversions.id, id));
  return {
    id,
    manuscript: read.manuscript,
    highlights,
    highlightTexts: highlights.map(({ step, block, start, end }) => ({
      step,
      text: (texts.get(block) ?? '').slice(start, end),
      heading: headings.has(block),
    })),
  };
}
