import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fetchCsrf } from '../../../../test/support/csrf.ts';
import { createTestUser } from '../../../../test/support/user-factory.ts';

// Test-only: the calls of the conversion endpoints as one signed-in browser makes them (session + CSRF cookies).

export const PATHS = {
  create: '/api/v1/conversion/create-conversion/',
  upload: '/api/v1/conversion/file-upload/',
  get: '/api/v1/conversion/get-conversion/',
  list: '/api/v1/conversion/list-conversions/',
  destroy: '/api/v1/conversion/destroy-conversion/',
  fileStatus: '/api/v1/conversion/file-status/',
} as const;

export interface ConversionClient {
  userId: string;
  /** Session and CSRF headers, for a hand-made request. */
  headers: Record<string, string>;
  create(body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  upload(conversionId: string, bytes: Uint8Array, fileName: string): Promise<LightMyRequestResponse>;
  get(conversionId: string): Promise<LightMyRequestResponse>;
  list(query?: string): Promise<LightMyRequestResponse>;
  destroy(conversionId: string): Promise<LightMyRequestResponse>;
  fileStatus(conversionId: string): Promise<LightMyRequestResponse>;
}

/** A new user signed in, with the calls bound to their cookies. */
export async function conversionClient(
  app: FastifyInstance,
  options: { verified?: boolean } = {},
): Promise<ConversionClient> {
  const userId = (await createTestUser(app, options)).user.id;
  const session = (await app.sessions.create(userId)).token;
  const csrf = await fetchCsrf(app);
  const cookie = [
    `galley_session=${session}`,
    ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`),
  ].join('; ');
  const headers = { cookie, 'x-csrftoken': csrf.token };
  const json = (method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  return {
    userId,
    headers,
    create: (body = {}) => json('POST', PATHS.create, body),
    upload: (conversionId, bytes, fileName) => {
      const { body, type } = uploadForm(conversionId, bytes, fileName);
      return app.inject({
        method: 'POST',
        url: PATHS.upload,
        headers: { ...headers, 'content-type': type },
        payload: body,
      });
    },
    get: (conversionId) => app.inject({ url: `${PATHS.get}?conversion_id=${conversionId}`, headers }),
    list: (query = '') => app.inject({ url: `${PATHS.list}${query}`, headers }),
    destroy: (conversionId) => json('DELETE', PATHS.destroy, { conversion_id: conversionId }),
    fileStatus: (conversionId) => json('POST', PATHS.fileStatus, { conversion_id: conversionId }),
  };
}

/** The browser's multipart body: `conversion_id`, then `file`. */
export function uploadForm(
  conversionId: string,
  bytes: Uint8Array,
  fileName: string,
): { body: Buffer; type: string } {
  const boundary = '----galley-conversion-boundary-51c2';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="conversion_id"\r\n\r\n${conversionId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
