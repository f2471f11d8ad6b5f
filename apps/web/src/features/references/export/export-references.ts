import { endpoints } from '@galley/contracts';
import type { RequestOf } from '../../../lib/api/client.ts';
import { postForFile } from '../../../lib/api/post-for-file.ts';
import { downloadFileName } from './download-file-name.ts';

export type ExportRequest = RequestOf<typeof endpoints.referenceExport>;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** POST export and read the file it answers with, under the server's file name. */
export async function exportReferences(request: ExportRequest): Promise<ExportedFile> {
  const endpoint = endpoints.referenceExport;
  const response = await postForFile(endpoint, endpoint.request.parse(request));
  return {
    blob: await response.blob(),
    fileName: downloadFileName(response.headers.get('Content-Disposition'), request.format),
  };
}
