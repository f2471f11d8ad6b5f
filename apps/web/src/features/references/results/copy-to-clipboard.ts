import type { ClipboardPayload } from './clipboard-payload.ts';

/**
 * Puts rich (text/html) and plain text on the clipboard together, so a word processor keeps italic and
 * bold and a text field gets clean lines; browsers without ClipboardItem get the plain text. Throws when
 * the browser refuses (no permission, no secure context) — the caller shows the spec's message.
 */
export async function copyToClipboard({ html, plain }: ClipboardPayload): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) throw new Error('Clipboard unavailable');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse text/html: the plain text is still worth copying.
    }
  }
  await clipboard.writeText(plain);
}
