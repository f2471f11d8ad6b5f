/** Text written back into the board HTML: the three characters that would start markup or a reference escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
