import type { ArticleTemplate, Manuscript, Paragraph, StepValue, TagResult } from '@galley/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { readDocx } from '../../read-docx.ts';
import { convertManuscript } from '../convert-manuscript.ts';
import { STRUCTURED_TEMPLATE } from '../fixture-templates.ts';

/** The first body paragraph whose text starts with `start`. */
export function paragraphStarting(manuscript: Manuscript, start: string): Paragraph {
  const found = manuscript.blocks.find(
    (b): b is Paragraph => b.type === 'paragraph' && b.text.startsWith(start),
  );
  if (!found) throw new Error(`No paragraph starts with ${start}`);
  return found;
}

/** Converts a hand-made manuscript tagged by [step, first words of whole paragraphs]; the output raw and read back. */
export async function convertSmall(
  manuscript: Manuscript,
  steps: [StepValue, string[]][],
  template: ArticleTemplate = STRUCTURED_TEMPLATE,
) {
  const tags: TagResult = {
    tagger: 'local',
    warnings: [],
    steps: steps.map(([step, starts]) => ({
      step,
      confidence: 1,
      highlights: starts.map((start) => {
        const paragraph = paragraphStarting(manuscript, start);
        return { block: paragraph.id, start: 0, end: paragraph.text.length, confidence: 1 };
      }),
    })),
  };
  const result = await convertManuscript({
    manuscript,
    tags,
    template,
    journal: { id: 'test-journal', title: 'Test Journal', templateFamily: 'fixture' },
    articleType: 'original_article',
  });
  const documentXml = strFromU8(unzipSync(result.docx)['word/document.xml'] ?? new Uint8Array());
  return { ...result, documentXml, output: readDocx(result.docx) };
}
