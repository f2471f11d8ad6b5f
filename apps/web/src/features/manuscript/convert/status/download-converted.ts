import type { ConvertedFileKind } from '@galley/contracts';
import { api } from '../../../../lib/api/client.ts';

/** Starts the browser's download of a same-origin file address (an attachment: the page stays). */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** download-converted-file → the file's address, owner-checked by the server, then the download itself. */
export async function downloadConverted(
  conversionId: string,
  journalId: string,
  kind: ConvertedFileKind,
): Promise<void> {
  const { url } = await api.call('conversionDownloadConvertedFile', {
    conversion_id: conversionId,
    target_journal_id: journalId,
    kind,
  });
  downloadUrl(url);
}
