import type { TextRun } from './text-run.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Rich text for the result screen and the clipboard: escaped text with <i> and <b>. */
export function runsToHtml(runs: TextRun[]): string {
  return runs
    .map((run) => {
      let html = run.text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
      if (run.italic) html = `<i>${html}</i>`;
      if (run.bold) html = `<b>${html}</b>`;
      return html;
    })
    .join('');
}
