import type { Block, Paragraph } from '@galley/contracts';

const TYPED_NUMBER = /^\s*(\d+(?:\.\d+)*)[.)]?\s+\S/;

/**
 * Short hand-typed numbered lines ("1. Age", "2. Sex") look like numbered headings one by one; in a run they are a
 * list. A paragraph taken for a heading only by its look loses that reading when the paragraph next to it (empty
 * ones skipped) is a Word list item or carries the number just before or after its own at the same depth. A typed
 * heading ("2. Study area" followed by body text, or by "2.1 Site") has no such neighbour and stays one; nor is a
 * section whose heading was typed on its first line ("3.2 Ethics⏎Approval was …") an item of a list, so "3.3
 * Statistical analysis" after it stays a heading.
 */
export function demoteListRuns(blocks: Block[]): void {
  const paragraphs = blocks.filter(
    (block): block is Paragraph => block.type === 'paragraph' && block.text.trim() !== '',
  );
  const demote = paragraphs.map((paragraph, index) => {
    if (paragraph.heading?.by !== 'formatting') return false;
    // A heading numbered by Word's list: a list again when the paragraph next to it is an item of the same list
    // at its level ("2 Study design" over "2.1 Patients" is a heading over its first subheading).
    const list = paragraph.list;
    if (list)
      return [paragraphs[index - 1], paragraphs[index + 1]].some(
        (neighbour) => neighbour?.list?.numId === list.numId && neighbour.list.level === list.level,
      );
    const own = typedNumber(paragraph);
    if (!own) return false;
    return [paragraphs[index - 1], paragraphs[index + 1]].some(
      (neighbour) =>
        neighbour &&
        (neighbour.list !== undefined ||
          (!headsItsText(neighbour) && followsOn(own, typedNumber(neighbour)))),
    );
  });
  paragraphs.forEach((paragraph, index) => {
    if (demote[index]) delete paragraph.heading;
  });
}

function typedNumber(paragraph: Paragraph): number[] | undefined {
  const match = TYPED_NUMBER.exec(paragraph.text);
  return match?.[1] ? match[1].split('.').map(Number) : undefined;
}

/** Same depth and prefix, last number one apart: 3 and 4, 2.1 and 2.2. */
function followsOn(a: number[], b: number[] | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length - 1; i++) if (a[i] !== b[i]) return false;
  return Math.abs((a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0)) === 1;
}

/** "3.2 Ethics⏎Approval was granted …": a heading typed on the first line of its section's text (Shift+Enter). */
function headsItsText(paragraph: Paragraph): boolean {
  return paragraph.text.trim().includes('\n');
}
