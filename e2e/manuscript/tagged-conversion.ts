import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Reaches the confirm board the quick way, with the page's own session (cookie + CSRF token), as the upload and
 * auto-tag pages would: create-conversion, file-upload of a real .docx, create-auto-tag-task, then the board's data
 * once the tagging job has finished. Returns the conversion id.
 */
export async function taggedConversion(page: Page, docxPath: string): Promise<string> {
  const file = fs.readFileSync(docxPath).toString('base64');
  const name = docxPath.split('/').pop() ?? 'manuscript.docx';
  return page.evaluate(
    async ({ file, name }) => {
      const csrf = ((await (await fetch('/api/v1/security/csrf-token/')).json()) as { csrf_token: string })
        .csrf_token;
      const post = async (path: string, body: BodyInit, json = true) => {
        const headers: Record<string, string> = { 'X-CSRFToken': csrf, Accept: 'application/json' };
        if (json) headers['Content-Type'] = 'application/json';
        const response = await fetch(path, { method: 'POST', headers, body, credentials: 'include' });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
        return JSON.parse(text) as Record<string, unknown>;
      };
      const { id } = (await post('/api/v1/conversion/create-conversion/', '{}')) as { id: string };
      const bytes = Uint8Array.from(atob(file), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('conversion_id', id);
      form.append('file', new Blob([bytes]), name);
      await post('/api/v1/conversion/file-upload/', form, false);
      await post('/api/v1/conversion/create-auto-tag-task/', JSON.stringify({ conversion_id: id }));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const response = await fetch(`/api/v1/conversion/get-conversion-board/?conversion_id=${id}`);
        if (response.ok) return id;
        if (response.status !== 409)
          throw new Error(`board answered ${response.status}: ${await response.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('auto-tagging did not finish within 90 s');
    },
    { file, name },
  );
}
