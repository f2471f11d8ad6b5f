/** A parenthesis of a paragraph: where it opens and closes, and its content with any nested parenthesis masked. */
export interface ParenGroup {
  start: number;
  end: number;
  content: string;
}

/** Every balanced "( … )", inner ones too; nested text is masked ("\u0000") in the outer one's content. */
export function parenGroups(text: string): ParenGroup[] {
  const open: number[] = [];
  const groups: ParenGroup[] = [];
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '(') open.push(at);
    else if (text[at] === ')' && open.length) {
      const start = open.pop() ?? 0;
      let content = text.slice(start + 1, at);
      for (const inner of groups)
        if (inner.start > start && inner.end <= at)
          content = `${content.slice(0, inner.start - start - 1)}${'\u0000'.repeat(inner.end - inner.start)}${content.slice(inner.end - start - 1)}`;
      groups.push({ start, end: at + 1, content });
    }
  }
  return groups.sort((a, b) => a.start - b.start);
}
