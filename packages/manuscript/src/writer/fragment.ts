import type { Paragraph } from '@galley/contracts';

/** A piece [start, end) of one top-level paragraph of the source manuscript, as the writer carries it over. */
export interface Fragment {
  block: string;
  start: number;
  end: number;
}

/** The source's paragraphs by id and top-level blocks' positions, so fragments can be sorted and sliced. */
export interface SourceIndex {
  paragraphs: Map<string, Paragraph>;
  /** Position of each top-level block (body paragraphs, text boxes, tables) in reading order. */
  order: Map<string, number>;
}

export function compareFragments(index: SourceIndex, a: Fragment, b: Fragment): number {
  return (index.order.get(a.block) ?? 0) - (index.order.get(b.block) ?? 0) || a.start - b.start;
}

/** Sorts fragments into reading order and joins those that overlap or touch inside one paragraph. */
export function mergeFragments(index: SourceIndex, fragments: readonly Fragment[]): Fragment[] {
  const sorted = [...fragments].sort((a, b) => compareFragments(index, a, b));
  const out: Fragment[] = [];
  for (const fragment of sorted) {
    const last = out[out.length - 1];
    if (last && last.block === fragment.block && fragment.start <= last.end) {
      last.end = Math.max(last.end, fragment.end);
    } else out.push({ ...fragment });
  }
  return out;
}

/** `fragments` minus every range of `removed` (both in reading order, merged). */
export function subtractFragments(fragments: readonly Fragment[], removed: readonly Fragment[]): Fragment[] {
  const byBlock = new Map<string, Fragment[]>();
  for (const cut of removed) byBlock.set(cut.block, [...(byBlock.get(cut.block) ?? []), cut]);
  const out: Fragment[] = [];
  for (const fragment of fragments) {
    let pieces = [fragment];
    for (const cut of byBlock.get(fragment.block) ?? []) {
      pieces = pieces.flatMap((piece) => {
        if (cut.end <= piece.start || cut.start >= piece.end) return [piece];
        const left = { ...piece, end: cut.start };
        const right = { ...piece, start: cut.end };
        return [left, right].filter((part) => part.end > part.start);
      });
    }
    out.push(...pieces);
  }
  return out;
}

/** The fragment with surrounding white space left out (empty → undefined). */
export function trimFragment(index: SourceIndex, fragment: Fragment): Fragment | undefined {
  const text = index.paragraphs.get(fragment.block)?.text ?? '';
  let { start, end } = fragment;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return end > start ? { block: fragment.block, start, end } : undefined;
}

export function fragmentText(index: SourceIndex, fragment: Fragment): string {
  return index.paragraphs.get(fragment.block)?.text.slice(fragment.start, fragment.end) ?? '';
}

/** The fragment is its paragraph's whole (trimmed) text. */
export function coversParagraph(index: SourceIndex, fragment: Fragment): boolean {
  const text = index.paragraphs.get(fragment.block)?.text ?? '';
  return text.slice(0, fragment.start).trim() === '' && text.slice(fragment.end).trim() === '';
}
