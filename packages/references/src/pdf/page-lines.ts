import type { PdfLine } from './pdf-line.ts';

/** A text item as pdfjs gives it: the string and its transform [a, b, c, d, x, y]. */
export interface PdfTextItem {
  str: string;
  transform: number[];
}

/**
 * Groups a page's text items into lines (same baseline within a third of the font size), top to bottom, each
 * with its largest font size: titles are set larger than author lines, and author lines larger than footnotes.
 */
export function pageLines(items: readonly PdfTextItem[], pageHeight: number): PdfLine[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4] ?? 0,
      top: pageHeight - (item.transform[5] ?? 0),
      size: Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || Math.abs(item.transform[0] ?? 0),
    }))
    .sort((a, b) => a.top - b.top || a.x - b.x);
  const lines: (PdfLine & { parts: { text: string; x: number }[] })[] = [];
  for (const item of placed) {
    const line = lines.find(
      (candidate) => Math.abs(candidate.top - item.top) <= Math.max(candidate.size, item.size) / 3,
    );
    if (line) {
      line.parts.push(item);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ text: '', top: item.top, size: item.size, parts: [item] });
  }
  return lines
    .map(({ parts, top, size }) => ({
      top,
      size,
      text: parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .sort((a, b) => a.top - b.top);
}
