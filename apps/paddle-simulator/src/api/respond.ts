import { randomUUID } from 'node:crypto';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Paddle's success envelope. */
export const ok = (data: unknown, status = 200): ApiAnswer => ({
  status,
  body: { data, meta: { request_id: randomUUID() } },
});

/** Paddle's error envelope; documentation_url points where Paddle documents the code. */
export function apiError(
  status: number,
  code: string,
  detail: string,
  errors?: { field: string; message: string }[],
): ApiAnswer {
  const type = status >= 500 ? 'api_error' : 'request_error';
  return {
    status,
    body: {
      error: {
        type,
        code,
        detail,
        documentation_url: `https://developer.paddle.com/errors/${errorGroup(code)}/${code}`,
        ...(errors ? { errors } : {}),
      },
      meta: { request_id: randomUUID() },
    },
  };
}

export const notFound = (id: string): ApiAnswer => apiError(404, 'not_found', `Entity ${id} not found`);

/** Paddle documents its error codes by area: shared, subscriptions, customers, transactions. */
const errorGroup = (code: string): string =>
  /^(subscription|customer|transaction)_/.exec(code)?.[1]?.concat('s') ?? 'shared';

/** Paddle's validation error: invalid_field, with what is wrong with each field. */
export const invalidField = (field: string, message: string): ApiAnswer =>
  apiError(400, 'invalid_field', 'Request does not pass validation.', [{ field, message }]);
