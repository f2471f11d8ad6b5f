/** One PDF of step 1 on its way: sent (with progress), read by the server, or refused. */
export interface PdfUpload {
  /** The order's reference index this PDF fills (1-based, the order of the file list). */
  index: number;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'reading' | 'done' | 'failed';
  /** 0..1 of the file sent. */
  sent: number;
  /** Why it failed, already in the user's language. */
  error?: string;
  /** What the server read from it (the reference's text), once done. */
  source?: string;
}

export type PdfUploadEvent =
  | { type: 'progress'; index: number; sent: number }
  | { type: 'done'; index: number; source: string }
  | { type: 'failed'; index: number; error: string };

export function waitingUploads(files: readonly { name: string; size: number }[]): PdfUpload[] {
  return files.map((file, position) => ({
    index: position + 1,
    name: file.name,
    size: file.size,
    status: 'waiting',
    sent: 0,
  }));
}

/** The list after one event; once the last byte is sent the server is reading the PDF. */
export function nextUploads(uploads: PdfUpload[], event: PdfUploadEvent): PdfUpload[] {
  return uploads.map((upload) => {
    if (upload.index !== event.index) return upload;
    if (event.type === 'progress') {
      return { ...upload, sent: event.sent, status: event.sent >= 1 ? 'reading' : 'uploading' };
    }
    if (event.type === 'done') return { ...upload, sent: 1, status: 'done', source: event.source };
    return { ...upload, status: 'failed', error: event.error };
  });
}

export interface UploadSummary {
  total: number;
  done: number;
  failed: number;
  finished: boolean;
  /** 0..100 over every file's bytes, failed ones counted whole. */
  percent: number;
}

export function summarizeUploads(uploads: readonly PdfUpload[]): UploadSummary {
  const done = uploads.filter((upload) => upload.status === 'done').length;
  const failed = uploads.filter((upload) => upload.status === 'failed').length;
  const bytes = uploads.reduce((sum, upload) => sum + Math.max(upload.size, 1), 0);
  const sent = uploads.reduce(
    (sum, upload) =>
      sum +
      Math.max(upload.size, 1) * (upload.status === 'failed' || upload.status === 'done' ? 1 : upload.sent),
    0,
  );
  return {
    total: uploads.length,
    done,
    failed,
    finished: uploads.length > 0 && done + failed === uploads.length,
    percent: bytes === 0 ? 0 : Math.round((100 * sent) / bytes),
  };
}
