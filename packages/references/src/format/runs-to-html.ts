import type { TextRun } from './text-run.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const SPECIAL = /[&<>"]/;
const SPECIALS = /[&<>"]/g;

/** Rich text for the result screen and the clipboard: escaped text with <i> and <b>. */
export function runsToHtml(runs: TextRun[]): string {
  let html = '';
  for (const run of runs) {
    // A test first: most runs have nothing to escape.
    let part = SPECIAL.test(run.text)
      ? run.text.replace(SPECIALS, (char) => ESCAPES[char] ?? char)
      : run.text;
    if (run.italic) part = `<i>${part}</i>`;
    if (run.bold) part = `<b>${part}</b>`;
    html += part;
  }
  return html;
}
