import type { CorpusEntry } from '@galley/pubmed';
import { readSharedText } from '../../packages/pubmed/src/test-support/shared-data.ts';

export interface PlantedReference {
  /** 1-based position in the pasted list. */
  index: number;
  kind: 'fabricated' | 'mis-cited';
  /** The cited field that is wrong (mis-cited) and PubMed's value for it. */
  wrong?: { field: 'year' | 'page' | 'volume'; cited: string; correct: string };
  text: string;
}

export interface PastedList {
  text: string;
  count: number;
  planted: PlantedReference[];
}

/** Invented papers in real journals: titles and authors nobody wrote (checked against no corpus entry). */
const FABRICATED = [
  {
    authors: 'Quennell HT, Abernathy-Voss M, Strandqvist P',
    title: 'Lunar phase modulates synaptic pruning in adult zebrafish: a randomised crossover study',
  },
  {
    authors: 'Okonkwo-Brandt L, Ferreira-Lindqvist JA',
    title: 'Ambient birdsong exposure and postoperative delirium in octogenarians: a multicentre cohort',
  },
  {
    authors: 'Marchetti-Hale D, Zhou W, Van der Linde-Obi C, Petrakis S',
    title: 'Chewing gum flavour as a predictor of vaccine response in adolescents: the FLAVAX trial',
  },
];

type Row = string[];

const column = { pmid: 0, author: 4, title: 6, iso: 8, year: 9, volume: 10, issue: 11, pages: 12 };

function vancouver(row: Row, change: Partial<Record<'year' | 'volume' | 'pages', string>> = {}): string {
  const title = (row[column.title] ?? '').replace(/\s+/g, ' ').replace(/\.$/, '');
  const year = change.year ?? row[column.year];
  const volume = change.volume ?? row[column.volume];
  const pages = change.pages ?? row[column.pages];
  const issue = row[column.issue] ? `(${row[column.issue]})` : '';
  return `${row[column.author]}, et al. ${title}. ${row[column.iso]}. ${year};${volume}${issue}:${pages}.`;
}

/**
 * 40 references to paste: 35 real reference strings (as printed in published papers, their cited paper in
 * the corpus), 3 fabricated (invented title and authors in a real journal) and 2 mis-cited (a real paper
 * with the wrong year, or the wrong pages), the planted ones at fixed places.
 */
export function plantedList(corpus: Map<string, CorpusEntry>): PastedList {
  const real = readSharedText('references/reference-strings-with-pmid.dev.tsv.gz')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([pmid = '', text = '']) => ({ pmid, text: text.trim() }))
    .filter(({ pmid, text }) => corpus.has(pmid) && text.length > 60 && !text.includes('\n'))
    .filter((_, index) => index % 31 === 0)
    .slice(0, 35)
    .map(({ text }) => text);
  const records = readSharedText('pubmed/records-index.tsv.gz')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(
      (row) =>
        corpus.has(row[column.pmid] ?? '') &&
        Number(row[column.year]) > 2005 &&
        /^\d+$/.test(row[column.volume] ?? '') &&
        /^\d+-\d+$/.test(row[column.pages] ?? '') &&
        (row[column.title] ?? '').length > 50,
    )
    .filter((_, index) => index % 53 === 0);
  const [journalA, journalB, journalC, citedA, citedB] = records as [Row, Row, Row, Row, Row];
  const planted: Omit<PlantedReference, 'index'>[] = [
    ...[journalA, journalB, journalC].map((row, i) => {
      const fake = FABRICATED[i] as (typeof FABRICATED)[number];
      // Two borrow a real paper's volume and pages (a made-up title on a real locator), one invents them too.
      const locator = i < 2 ? `${row[column.volume]}:${row[column.pages]}` : '997:4411-9';
      return {
        kind: 'fabricated' as const,
        text: `${fake.authors}. ${fake.title}. ${row[column.iso]}. ${row[column.year]};${locator}.`,
      };
    }),
    (() => {
      const correct = citedA[column.year] ?? '';
      const cited = String(Number(correct) - 3);
      return {
        kind: 'mis-cited' as const,
        wrong: { field: 'year' as const, cited, correct },
        text: vancouver(citedA, { year: cited }),
      };
    })(),
    (() => {
      const correct = citedB[column.pages] ?? '';
      const first = Number(correct.split('-')[0]) + 211;
      const cited = `${first}-${first + 9}`;
      return {
        kind: 'mis-cited' as const,
        wrong: { field: 'page' as const, cited, correct },
        text: vancouver(citedB, { pages: cited }),
      };
    })(),
  ];
  // Spread among the real ones: 4, 11, 19, 27, 36.
  const positions = [4, 11, 19, 27, 36];
  const texts = [...real];
  const placed: PlantedReference[] = [];
  planted.forEach((reference, i) => {
    const index = positions[i] as number;
    texts.splice(index - 1, 0, reference.text);
    placed.push({ ...reference, index });
  });
  return { text: texts.join('\n\n'), count: texts.length, planted: placed };
}
