import { describe, expect, it } from 'vitest';
import { readNbib } from './read-nbib.ts';

const record = (titleLines: string[], newline = '\n') =>
  [
    'PMID- 29657938',
    'OWN - NLM',
    `TI  - ${titleLines[0]}`,
    ...titleLines.slice(1).map((line) => `      ${line}`),
    'PG  - 53',
    'FAU - Smith, John',
    'AU  - Smith J',
    'JT  - Journal of things',
    'DP  - 2018',
    '',
  ].join(newline);

// Issue 14: a title spread over several TI lines (continuation lines indented by six spaces) must be read whole.
describe('readNbib titles over several lines', () => {
  it('joins every continuation line, whatever the line ends', () => {
    const lines = [
      'An extension of a multicenter, randomized, split-face clinical trial evaluating the',
      'efficacy and safety of chromophore gel-assisted blue light phototherapy for the',
      'treatment of acne.',
    ];
    for (const newline of ['\n', '\r\n', '\r']) {
      expect(readNbib(record(lines, newline)).items[0]?.title).toBe(lines.join(' '));
    }
  });

  it('reads a continuation that looks like a tag as text ("AIDS- related")', () => {
    const title = readNbib(record(['Care of people with', 'AIDS- related illness.'])).items[0]?.title;
    expect(title).toBe('Care of people with AIDS- related illness.');
  });
});

describe('readNbib meeting abstracts', () => {
  const congress = (extra: string[]) =>
    [
      'PMID- 31000001',
      'TI  - Outcomes of a phase 2 trial.',
      'PT  - Congress',
      ...extra,
      'DP  - 2019',
      '',
    ].join('\n');

  it('reads an abstract PubMed files in a journal as that journal’s article (abbreviated where styles do)', () => {
    const [item] = readNbib(
      congress(['JT  - Journal of clinical oncology', 'TA  - J Clin Oncol', 'VI  - 37', 'IP  - 15 Suppl']),
    ).items;
    expect(item).toMatchObject({
      type: 'article-journal',
      'container-title': 'Journal of clinical oncology',
      'container-title-short': 'J Clin Oncol',
    });
  });

  it('reads a congress record with no journal abbreviation as a conference paper', () => {
    const [item] = readNbib(congress(['JT  - Proceedings of the annual meeting'])).items;
    expect(item).toMatchObject({
      type: 'paper-conference',
      'container-title': 'Proceedings of the annual meeting',
    });
  });
});
