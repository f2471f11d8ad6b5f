import type { ListInfo } from '@galley/contracts';
import type { DxLevel } from '../docx/docx-types.ts';
import { formatListNumber } from './format-list-number.ts';

const UNORDERED = new Set(['bullet', 'none']);

/** Counts list items per numbering instance and writes their labels ("2.1.", "a)", "•"). */
export class ListCounter {
  private readonly counters = new Map<string, (number | undefined)[]>();

  constructor(private readonly numbering: Map<string, DxLevel[]>) {}

  next(numId: string, level: number): ListInfo | undefined {
    const levels = this.numbering.get(numId);
    const definition = levels?.[level];
    if (!levels || !definition) return undefined;
    const counts = this.counters.get(numId) ?? [];
    this.counters.set(numId, counts);
    counts[level] = counts[level] === undefined ? definition.start : (counts[level] ?? 0) + 1;
    for (let deeper = level + 1; deeper < 9; deeper++) counts[deeper] = undefined;
    const ordered = !UNORDERED.has(definition.format);
    const label = ordered
      ? definition.text.replace(/%([1-9])/g, (_, digit: string) => {
          const index = Number(digit) - 1;
          const format = levels[index]?.format ?? 'decimal';
          return formatListNumber(counts[index] ?? levels[index]?.start ?? 1, format);
        })
      : definition.format === 'bullet'
        ? bullet(definition.text)
        : '';
    return { numId, level, ordered, label };
  }
}

/** Bullets in Symbol or Wingdings sit in the private use area; show them as a plain bullet. */
function bullet(text: string): string {
  return !text || /[\uf000-\uf0ff]/.test(text) ? '•' : text;
}
