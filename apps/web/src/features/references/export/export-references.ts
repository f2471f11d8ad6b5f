import { CSRF_HEADER, endpoints, REQUEST_TIMEOUT_MS } from '@galley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api, type RequestOf } from '../../../lib/api/client.ts';
import { downloadFileName } from './download-file-name.ts';

export type ExportRequest = RequestOf<typeof endpoints.referenceExport>;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

async function errorOf(response: Response): Promise<ApiError> {
  let detail = response.statusText;
  let code = 'internal_error';
  try {
    const body = (await response.json()) as { detail?: unknown; code?: unknown };
    if (typeof body.detail === 'string') detail = body.detail;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // Not the API's error shape: the status says enough.
  }
  return new ApiError({ status: response.status, code, detail });
}

/**
 * POST export and read the file it answers with. The typed client reads JSON only, so this sends the call
 * itself, with a CSRF token asked of the same endpoint the client uses (the cookie's secret is kept).
 */
export async function exportReferences(request: ExportRequest): Promise<ExportedFile> {
  const { csrf_token } = await api.call('securityCsrfToken');
  const endpoint = endpoints.referenceExport;
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: endpoint.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrf_token },
      body: JSON.stringify(endpoint.request.parse(request)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'network_error', detail: String(error) });
  }
  if (!response.ok) throw await errorOf(response);
  return {
    blob: await response.blob(),
    fileName: downloadFileName(response.headers.get('Content-Disposition'), request.format),
  };
}
