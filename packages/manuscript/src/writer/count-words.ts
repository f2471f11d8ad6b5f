/** Words as journals count them: runs of text with at least one letter or digit ("COVID-19" is one, "–" none). */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}
