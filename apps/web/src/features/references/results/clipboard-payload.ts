import { formattedHtml, parseFormattedHtml } from './formatted-html.ts';

export interface ClipboardPayload {
  /** One paragraph per reference, italic and bold kept, for word processors. */
  html: string;
  /** One line per reference, for plain-text fields. */
  plain: string;
}

/** What "copy" puts on the clipboard for the formatted list (the html sanitised again on the way). */
export function clipboardPayload(entries: readonly { html: string; text: string }[]): ClipboardPayload {
  return {
    html: entries.map(({ html }) => `<p>${formattedHtml(parseFormattedHtml(html))}</p>`).join(''),
    plain: entries.map(({ text }) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim()).join('\n'),
  };
}
