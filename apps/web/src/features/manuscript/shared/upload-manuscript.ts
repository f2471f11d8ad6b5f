import { ConversionFileUploadResponse, endpoints } from '@galley/contracts';
import { type PostFormOptions, postFormData } from '../../references/shared/post-form-data.ts';

/**
 * POST file-upload: multipart `conversion_id` and `file`, with upload progress (XMLHttpRequest, as the
 * Reference Converter's PDF upload). It does not go through `api.call`, so the session code never hears its
 * 401 — the server's code for a corrupted file (spec §8), not a lost session.
 */
export function uploadManuscript(conversionId: string, file: File, options: PostFormOptions = {}) {
  const form = new FormData();
  form.append('conversion_id', conversionId);
  form.append('file', file, file.name);
  return postFormData(endpoints.conversionFileUpload.path, form, ConversionFileUploadResponse, options);
}
