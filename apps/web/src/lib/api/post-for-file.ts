import { CSRF_HEADER, type Endpoint, REQUEST_TIMEOUT_MS } from '@galley/contracts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';

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
 * Sends a JSON body to an endpoint that answers with a file, and answers the successful response (the caller
 * reads the body and its headers). The typed client reads JSON only, so this sends the call itself, with a CSRF
 * token asked of the same endpoint the client uses (the cookie's secret is kept); failures are ApiErrors.
 */
export async function postForFile(endpoint: Endpoint, body: unknown): Promise<Response> {
  const { csrf_token } = await api.call('securityCsrfToken');
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: endpoint.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrf_token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'network_error', detail: String(error) });
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}
