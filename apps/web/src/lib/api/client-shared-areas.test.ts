import { CSRF_HEADER } from '@galley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';

/**
 * The network stands in for the server: it hands out a CSRF token and answers every other call with an
 * ended session (460), recording what each request carried.
 */
const asked: { url: string; csrf: string | undefined }[] = [];
beforeEach(() => {
  asked.length = 0;
  api.forgetCsrfToken();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    asked.push({ url, csrf: headers[CSRF_HEADER] });
    if (url.includes('csrf-token')) return Response.json({ csrf_token: 'token-1' });
    return Response.json({ detail: 'Session ended', code: 'session_ended' }, { status: 460 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared API client speaks for the template drawer and the title recommender', () => {
  const id = '00000000-0000-4000-8000-000000000001';

  it.each([
    ['templateMove', { template_id: id, new_folder_id: null, commit: true }, '/api/v1/reference/move/'],
    ['useTitle', { conversion_id: id, title: 'A title' }, '/api/v1/recommender/titles/use/'],
  ] as const)(
    '%s sends the CSRF token and its refusal reaches the session listeners',
    async (name, body, path) => {
      const heard: string[] = [];
      const stop = api.onError((_error, endpoint) => heard.push(endpoint));
      await expect(api.call(name, body as never)).rejects.toMatchObject({ status: 460 });
      stop();
      expect(heard).toEqual([name]);
      const call = asked.find((request) => !request.url.includes('csrf-token'));
      expect(call?.url).toContain(path);
      expect(call?.csrf).toBe('token-1');
    },
  );
});
