import { ApiErrorBody, CSRF_HEADER, REQUEST_TIMEOUT_MS } from '@galley/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';

export interface PostFormOptions {
  /** 0..1 of the body sent so far. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function send(path: string, form: FormData, csrf: string, options: PostFormOptions) {
  return new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network_error', detail: 'upload failed' }));
    xhr.ontimeout = () =>
      reject(new ApiError({ status: 0, code: 'request_timeout', detail: 'upload timed out' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST with upload progress, which fetch cannot report: XMLHttpRequest with the session
 * cookie and the CSRF token (asked again once if the server refused it), the answer checked against
 * `schema`, and any failure thrown as the ApiError api.call would throw.
 */
export async function postFormData<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: PostFormOptions = {},
): Promise<z.output<S>> {
  let attempt = 0;
  for (;;) {
    const { csrf_token } = await api.call('securityCsrfToken', undefined, { signal: options.signal });
    const response = await send(path, form, csrf_token, options);
    const json = parseJson(response.text);
    if (response.status >= 200 && response.status < 300) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        detail: `${path}: ${parsed.error.message}`,
      });
    }
    const body = ApiErrorBody.safeParse(json);
    const code = body.success
      ? body.data.code
      : response.status === 413
        ? 'payload_too_large'
        : 'internal_error';
    if (response.status === 403 && (code === 'csrf_invalid' || code === 'csrf_missing') && attempt++ === 0)
      continue;
    if (body.success) {
      const { detail, code: _code, ...meta } = body.data;
      throw new ApiError({ status: response.status, code, detail, meta });
    }
    throw new ApiError({ status: response.status, code, detail: response.statusText });
  }
}
