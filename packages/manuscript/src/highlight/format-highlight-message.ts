import { HIGHLIGHT_MESSAGES, type HighlightMessageKey } from '@galley/contracts';

/** The English text of a rule's message with its `{step}`-style parameters filled in (the web uses i18n keys). */
export function formatHighlightMessage(
  key: HighlightMessageKey,
  params: Record<string, string> = {},
): string {
  return HIGHLIGHT_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
