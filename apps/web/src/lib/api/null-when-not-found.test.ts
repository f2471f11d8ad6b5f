import { templateEndpoints } from '@galley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { nullWhenNotFound } from './null-when-not-found.ts';

// The network stands in for the server (no sockets in unit tests): it records each URL asked for and gives
// the answer the test sets, as the template read of `?template=<id>` would get it.

const ID = '0b7c4d1e-5f7a-4c3b-9d2e-1a2b3c4d5e6f';
const item = {
  template_id: ID,
  name: 'Nested style',
  template_type: 'template',
  parent_id: null,
  setting: null,
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
};
const asked: string[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a read whose 404 is an answer', () => {
  const client = createApiClient({ endpoints: templateEndpoints, baseUrl: 'http://galley.test' });
  const getTemplate = () => client.call('templateGet', undefined, { params: { template_id: ID } });

  it('gives the item the server answers, asked for by its id in the path', async () => {
    answer = { status: 200, body: item };
    await expect(nullWhenNotFound(getTemplate())).resolves.toEqual(item);
    expect(asked.at(-1)).toBe(`http://galley.test/api/v1/reference/template/${ID}/`);
  });

  it('gives null for the server’s 404', async () => {
    answer = { status: 404, body: { code: 'not_found', detail: 'No template with this id.' } };
    await expect(nullWhenNotFound(getTemplate())).resolves.toBeNull();
  });

  it('still throws any other failure, for the caller to retry or report', async () => {
    answer = { status: 500, body: { code: 'internal_error', detail: 'Something went wrong.' } };
    const failed = nullWhenNotFound(getTemplate());
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 500 });
  });
});
