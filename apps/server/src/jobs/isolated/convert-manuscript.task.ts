import type { ComplianceReport } from '@galley/contracts';
import { chooseConversionTargets } from '@galley/journals';
import { convertForJournals } from '@galley/manuscript/pipeline';
import { type ExtractedFigure, extractFigures } from './extract-figures.ts';

export interface ConvertManuscriptInput {
  fileName: string;
  bytes: Uint8Array;
  journalId: string;
  articleType: string;
  /** The author's confirmed tags (tags JSON); without them the local tagger tags. */
  tagsJson?: string;
  /** The title step's text, written as the title (convertForJournals' `title`). */
  title?: string;
}

export type ConvertManuscriptResult =
  | { ok: true; docx: Uint8Array; report: ComplianceReport; figures: ExtractedFigure[] }
  | { ok: false; code: string; message: string };

/**
 * One manuscript → one journal's .docx through the pipeline the CLI shares (journal and article type checked,
 * upload checks with a .doc through LibreOffice, the confirmed tags or the local tagger, the writer), plus the
 * source's images as Figure 1…n (left out of the text, handed back beside it). Refusals are results, not
 * exceptions, so the job can report them without retrying.
 */
export async function convertManuscript(input: ConvertManuscriptInput): Promise<ConvertManuscriptResult> {
  const choice = chooseConversionTargets([input.journalId], input.articleType);
  if (!choice.ok) return { ok: false, code: choice.code, message: choice.message };
  const converted = await convertForJournals({
    fileName: input.fileName,
    bytes: input.bytes,
    articleType: choice.articleType,
    targets: choice.targets,
    ...(input.tagsJson ? { tagsJson: { file: 'confirmed tags', text: input.tagsJson } } : {}),
    ...(input.title ? { title: input.title } : {}),
  });
  if (!converted.ok) return { ok: false, code: converted.code, message: converted.message };
  const [output] = converted.outputs;
  if (!output) return { ok: false, code: 'not_found', message: 'Unknown journal.' };
  return { ok: true, docx: output.docx, report: output.report, figures: extractFigures(input.bytes) };
}
