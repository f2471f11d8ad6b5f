import fs from 'node:fs';
import path from 'node:path';
import { sharedDataPath } from './shared-data-path.ts';

/** An official CSL style from the shared styles (or GALLEY_EXTRA_CSL_STYLES), undefined when neither has it. */
export function readOfficialStyle(file: string): string | undefined {
  const extra = process.env.GALLEY_EXTRA_CSL_STYLES;
  for (const folder of [sharedDataPath('journals/csl-styles'), ...(extra ? [extra] : [])]) {
    const candidate = path.join(folder, file);
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return undefined;
}

/** citeproc-js's HTML entry as plain text, white space normalised (a space where the number's block ends). */
export function citeprocText(html: string): string {
  return html
    .replace(/<\/div>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#38;|&amp;/g, '&')
    .replace(/&#60;|&lt;/g, '<')
    .replace(/&#62;|&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
