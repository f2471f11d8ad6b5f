/**
 * The text inside a Markdown code fence (```json … ```), or the text itself when it is not fenced. Some
 * OpenAI-compatible servers ignore `response_format` and fence the JSON as they would for a person.
 */
export function stripMarkdownFence(text: string): string {
  return text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/gi, '');
}
