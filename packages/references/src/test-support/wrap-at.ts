/** Test-only: a text wrapped at `columns` the way an editor wraps a pasted reference (whole words). */
export function wrapAt(text: string, columns: number): string {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > columns) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') lines.push(current);
  return lines.join('\n');
}
