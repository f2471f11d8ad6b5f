import type { Page } from 'playwright-core';

export interface PageAnswer {
  status: number;
  body: unknown;
}

/** One API call made by the page itself (its session cookie, its CSRF token), as the app's client makes it. */
export function pageCall(page: Page, method: string, path: string, body?: unknown): Promise<PageAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method !== 'GET') {
        const token = await fetch('/api/v1/security/csrf-token/', { credentials: 'include' });
        headers['X-CSRFToken'] = ((await token.json()) as { csrf_token: string }).csrf_token;
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  );
}
