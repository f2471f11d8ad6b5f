import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../test-support/tiny-pdf.ts';
import { readPdf } from './read-pdf.ts';

const titlePage = [
  { text: 'Microglia prune synapses in the developing mouse hippocampus', size: 18, y: 700 },
  { text: 'Jane A. Smith and Wei Chen', size: 11, y: 670 },
  { text: 'Abstract. We show that microglia prune synapses.', size: 9, y: 600 },
];
const referencePage = [
  { text: 'References', size: 11, y: 700 },
  { text: '1. Paolicelli RC, et al. Science. 2011;333:1456. doi:10.1126/science.1202529', size: 8, y: 680 },
  { text: '2. Schafer DP, et al. Neuron. 2012;74:691. doi:10.1016/j.neuron.2012.03.026', size: 8, y: 668 },
];

// Issue 14: a paper got the DOI of the first reference it cites.
describe('readPdf takes the paper’s own identifiers', () => {
  it('never takes a DOI or PMID from the reference list', async () => {
    const { items } = await readPdf(tinyPdf([titlePage, referencePage]));
    expect(items[0]?.title).toBe('Microglia prune synapses in the developing mouse hippocampus');
    expect(items[0]?.DOI).toBeUndefined();
    expect(items[0]?.PMID).toBeUndefined();
  });

  it('takes the DOI of the running footer of a later page over the references above it', async () => {
    const footer = { text: 'J Neurosci 2020 https://doi.org/10.1234/jneuro.2020.0042', size: 7, y: 30 };
    const { items } = await readPdf(tinyPdf([titlePage, [...referencePage, footer]]));
    expect(items[0]?.DOI).toBe('10.1234/jneuro.2020.0042');
  });

  it('prefers the DOI in the file’s metadata', async () => {
    const pdf = tinyPdf([titlePage, referencePage], { Subject: 'J Neurosci 40 (2020). doi:10.1234/own.1' });
    const { items } = await readPdf(pdf);
    expect(items[0]?.DOI).toBe('10.1234/own.1');
  });

  it('takes no DOI from references on the first page itself', async () => {
    const { items } = await readPdf(
      tinyPdf([[...titlePage.slice(0, 2), ...referencePage.map((l) => ({ ...l, y: l.y - 200 }))]]),
    );
    expect(items[0]?.DOI).toBeUndefined();
  });
});

// Issue 14: a blank PDF gave an empty item and no warning.
describe('readPdf on a PDF with no text', () => {
  it('gives a clear warning and no item', async () => {
    const { items, warnings } = await readPdf(tinyPdf([[]]));
    expect(items).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'empty_input' });
    expect(warnings[0]?.message).toMatch(/^PDF 1 has no text to read/);
  });
});
