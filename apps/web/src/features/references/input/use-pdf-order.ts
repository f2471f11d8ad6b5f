import { ReadPdfFileResponse } from '@galley/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { postFormData } from '../shared/post-form-data.ts';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { nextUploads, type PdfUpload, type PdfUploadEvent, waitingUploads } from './pdf-uploads.ts';
import { runWithLimit } from './run-with-limit.ts';

/** A few at a time: the server reads PDFs in a small worker pool, and the browser's uplink is shared. */
const PARALLEL_UPLOADS = 3;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Step 1 from PDFs: the order is created with the file names (one pending reference each), then every
 * PDF is sent to be read, a few at a time, each with its own progress; one failure leaves the rest going.
 * Leaving the page cancels what is still sending.
 */
export function usePdfOrder() {
  const { t } = useTranslation('references');
  const [uploads, setUploads] = useState<PdfUpload[]>([]);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (files: File[]) => {
      controller.current?.abort();
      const next = new AbortController();
      controller.current = next;
      const { signal } = next;
      setError(null);
      setRunning(true);
      setUploads(waitingUploads(files));
      const update = (event: PdfUploadEvent) => setUploads((current) => nextUploads(current, event));
      try {
        const created = await api.call(
          'referenceCreatingOrder',
          { reference_type: 'pdf', pdf_file_name_list: files.map((file) => file.name) },
          { signal },
        );
        setOrderId(created.reference_order);
        const jobs = files.map((file, position) => ({
          file,
          index: created.references[position]?.index ?? position + 1,
        }));
        await runWithLimit(jobs, PARALLEL_UPLOADS, async ({ file, index }) => {
          let shown = -1;
          const form = new FormData();
          form.append('reference_order', created.reference_order);
          form.append('reference_index', String(index));
          form.append('pdf_file', file, file.name);
          try {
            const read = await postFormData(
              '/api/v1/reference/read-and-classify-pdf-files/',
              form,
              ReadPdfFileResponse,
              {
                signal,
                // Whole percents only: a hundred bars repainting on every chunk would stutter.
                onUploadProgress: (sent) => {
                  const percent = Math.floor(sent * 100);
                  if (percent === shown) return;
                  shown = percent;
                  update({ type: 'progress', index, sent });
                },
              },
            );
            update({ type: 'done', index, source: read.reference.source });
          } catch (failure) {
            if (isAbort(failure)) throw failure;
            update({ type: 'failed', index, error: referenceErrorMessage(failure, t) });
          }
        });
      } catch (failure) {
        if (!isAbort(failure)) setError(failure);
      } finally {
        if (!signal.aborted) setRunning(false);
      }
    },
    [t],
  );

  return { uploads, orderId, error, running, start };
}
