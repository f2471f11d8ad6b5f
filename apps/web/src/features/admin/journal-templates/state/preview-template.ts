import { adminEndpoints, type JournalTemplatePreviewRequest } from '@galley/contracts';
import { postForFile } from '../../../../lib/api/post-for-file.ts';

/** Converts the built-in sample manuscript with the (possibly unsaved) template and returns the .docx. */
export async function previewTemplate(request: JournalTemplatePreviewRequest): Promise<Blob> {
  return (await postForFile(adminEndpoints.journalTemplatePreview, request)).blob();
}
