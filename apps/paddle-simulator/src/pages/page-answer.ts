import { htmlPage } from './html.ts';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export const html = (body: string, status = 200): PageAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});

/** A link whose token does not match, or to something that does not exist. */
export const invalidLink = (): PageAnswer =>
  html(htmlPage('Not found', '<p>This link is not valid.</p>'), 404);
