import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../limits.ts';
import { readPdf } from './read-pdf.ts';

/** A one-page PDF with Helvetica lines at the given size and height (points from the bottom of a Letter page). */
function tinyPdf(lines: { text: string; size: number; y: number }[]): Uint8Array {
  const stream = lines
    .map((line) => `BT /F1 ${line.size} Tf 72 ${line.y} Td (${line.text.replace(/([()\\])/g, '\\$1')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const paper = tinyPdf([
  { text: 'Original Article', size: 9, y: 760 },
  { text: 'Microglia prune synapses in the', size: 18, y: 700 },
  { text: 'developing mouse hippocampus', size: 18, y: 678 },
  { text: 'Jane A. Smith1, Wei Chen2 and Maria Garcia1*', size: 11, y: 650 },
  { text: '1 Department of Neuroscience, University of Somewhere', size: 8, y: 630 },
  { text: 'https://doi.org/10.1234/jneuro.2020.0042 PMID: 31234567', size: 8, y: 60 },
]);

describe('readPdf', () => {
  it('takes title and authors from the first page layout and the DOI and PMID from its text', async () => {
    const { items, warnings } = await readPdf(paper);
    expect(warnings).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'article-journal',
      title: 'Microglia prune synapses in the developing mouse hippocampus',
      DOI: '10.1234/jneuro.2020.0042',
      PMID: '31234567',
    });
    expect(items[0]?.author?.map((name) => name.family)).toEqual(['Smith', 'Chen', 'Garcia']);
    expect(items[0]?.source).toContain('Department of Neuroscience');
  });

  it('turns unreadable files into warnings and reads the rest, in order', async () => {
    const { items, warnings } = await readPdf([new TextEncoder().encode('not a pdf at all'), paper]);
    expect(items).toHaveLength(1);
    expect(warnings).toMatchObject([{ code: 'unreadable_record' }]);
    expect(warnings[0]?.message).toMatch(/^PDF 1 could not be read/);
  });

  it('reads at most 100 PDFs per call, with the spec message', async () => {
    const { warnings } = await readPdf(Array.from({ length: 101 }, () => new Uint8Array()));
    expect(warnings[0]?.message).toBe(REFERENCE_MESSAGES.tooManyPdfs(100, 101));
    expect(warnings.filter((warning) => warning.code === 'unreadable_record')).toHaveLength(100);
  });
});
