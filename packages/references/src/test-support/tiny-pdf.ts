/** A line of text on a test page: Helvetica at `size` points, `y` points from the bottom of a Letter page. */
export interface TinyLine {
  text: string;
  size: number;
  y: number;
}

/**
 * A PDF with one page per entry of `pages` (none: a blank page) and, when given, a document information
 * dictionary, for tests of the PDF reader that must not depend on real papers.
 */
export function tinyPdf(pages: TinyLine[][], info?: Record<string, string>): Uint8Array {
  const escaped = (text: string) => text.replace(/([()\\])/g, '\\$1');
  const pageCount = Math.max(pages.length, 1);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pageCount }, (_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (let index = 0; index < pageCount; index++) {
    const stream = (pages[index] ?? [])
      .map((line) => `BT /F1 ${line.size} Tf 72 ${line.y} Td (${escaped(line.text)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  if (info)
    objects.push(
      `<< ${Object.entries(info)
        .map(([key, value]) => `/${key} (${escaped(value)})`)
        .join(' ')} >>`,
    );
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const infoRef = info ? ` /Info ${objects.length} 0 R` : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${infoRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
