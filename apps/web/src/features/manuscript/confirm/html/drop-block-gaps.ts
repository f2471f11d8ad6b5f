/**
 * The server's wrapper keeps line breaks (white-space: pre-wrap, for breaks inside a block), so the newlines it puts
 * between blocks would show as blank lines. They are not any block's text (readConfirmHtml skips them): dropped.
 */
export function dropBlockGaps(html: string): string {
  return html.replace(/(<\/p>|<\/table>|<div\b[^>]*>)\s+(?=<p[\s>]|<table[\s>]|<\/div>)/gi, '$1');
}
