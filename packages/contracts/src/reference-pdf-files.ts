import { z } from 'zod';
import { CslItem, ReferenceWarning } from './references.ts';

// PDF orders (spec §2 "Reference", PDF input): the order is created with the file names, then each PDF is sent
// on its own and read in the worker pool; the paper's own metadata becomes the reference.

/** Multipart text fields of POST /api/v1/reference/read-and-classify-pdf-files/ (the file is `pdf_file`). */
export const ReadPdfFileFields = z.object({
  reference_order: z.uuid(),
  reference_index: z.coerce.number().int().positive().max(100),
});
export type ReadPdfFileFields = z.infer<typeof ReadPdfFileFields>;

export const ReadPdfFileResponse = z.object({
  reference_order: z.uuid(),
  reference: z.object({ index: z.number().int().positive(), source: z.string() }),
  parsed: CslItem,
  warnings: z.array(ReferenceWarning),
});
export type ReadPdfFileResponse = z.infer<typeof ReadPdfFileResponse>;
