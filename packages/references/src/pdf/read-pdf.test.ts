import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../limits.ts';
import { tinyPdf } from '../test-support/tiny-pdf.ts';
import { readPdf } from './read-pdf.ts';

const paper = tinyPdf([
  [
    { text: 'Original Article', size: 9, y: 760 },
    { text: 'Microglia prune synapses in the', size: 18, y: 700 },
    { text: 'developing mouse hippocampus', size: 18, y: 678 },
    { text: 'Jane A. Smith1, Wei Chen2 and Maria Garcia1*', size: 11, y: 650 },
    { text: '1 Department of Neuroscience, University of Somewhere', size: 8, y: 630 },
    { text: 'https://doi.org/10.1234/jneuro.2020.0042 PMID: 31234567', size: 8, y: 60 },
  ],
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
