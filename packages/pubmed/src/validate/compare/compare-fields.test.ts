import { describe, expect, it } from 'vitest';
import { compareAuthors } from './compare-authors.ts';
import { compareCandidate } from './compare-candidate.ts';
import { compareJournal } from './compare-journal.ts';
import { comparePages, pageRange } from './compare-pages.ts';
import { sameNameWithTypo } from './same-name-with-typo.ts';
import { titleSimilarity } from './title-similarity.ts';

describe('titleSimilarity', () => {
  it('ignores case, punctuation, diacritics, HTML and spelled-out Greek letters', () => {
    expect(
      titleSimilarity(
        'Tau is essential to β-amyloid-induced neurotoxicity',
        'Tau is essential to beta -amyloid-induced neurotoxicity.',
      ),
    ).toBe(1);
    expect(titleSimilarity('Rôle of <i>APOE</i> ε4 in MCI', 'Role of APOE epsilon4 in MCI.')).toBe(1);
    expect(titleSimilarity('[Alzheimer disease in the elderly]', 'Alzheimer Disease in the Elderly')).toBe(1);
  });

  it('reads symbols the way PubMed spells them out (ß and b for β, ε4 as epsilon 4, Abeta as A beta)', () => {
    expect(
      titleSimilarity(
        'Detection of intracellular oligomers of amyloid ß-protein in human brain',
        'Detection of intracellular oligomers of amyloid beta-protein in human brain.',
      ),
    ).toBe(1);
    expect(
      titleSimilarity(
        'Cognitive change and APOE ε4 allele',
        'Cognitive change and the APOE epsilon 4 allele.',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(
      titleSimilarity(
        '19F and 1H MRI detection of amyloid b plaques',
        '19F and 1H MRI detection of amyloid Aβ plaques',
      ),
    ).toBeLessThan(1);
    expect(
      titleSimilarity('Soluble Aβ oligomers in the brain', 'Soluble A beta oligomers in the brain.'),
    ).toBe(1);
    expect(
      titleSimilarity('Cognitive change and APOE ε4 allele', 'Cognitive change and the APOE ε2 allele.'),
    ).toBeLessThan(0.9);
  });

  it('forgives typos and a dropped subtitle, but not another paper’s title', () => {
    const real =
      'The amyloid hypothesis of Alzheimer’s disease: progress and problems on the road to therapeutics.';
    expect(
      titleSimilarity(
        'The amyloid hypotesis of Alzheimers disease: progress and problems on the road to therapeutics',
        real,
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(titleSimilarity('The amyloid hypothesis of Alzheimer’s disease', real)).toBeGreaterThanOrEqual(
      0.9,
    );
    expect(titleSimilarity('Microglial activation in the aging brain of transgenic mice', real)).toBeLessThan(
      0.5,
    );
  });
});

describe('compareAuthors', () => {
  const record = [
    { family: 'Müller', given: 'Hans-Peter' },
    { family: 'van der Berg', given: 'Anna' },
    { family: 'Smith', given: 'John R' },
    { family: 'Okafor', given: 'C' },
  ];

  it('matches family names across diacritics, particles, initials and et al. truncation', () => {
    expect(
      compareAuthors(
        [
          { family: 'Muller', given: 'HP' },
          { family: 'Berg', given: 'A' },
        ],
        record,
      ),
    ).toMatchObject({ agreement: 'same', firstAuthorSame: true });
    expect(compareAuthors([{ family: 'Mueller', given: 'H' }], record).agreement).toBe('close');
  });

  it('reads the parser’s "et al." mark as names left out, not as a cited author PubMed lacks', () => {
    const cut = [{ family: 'Muller', given: 'HP' }, { literal: 'et al.' }];
    expect(compareAuthors(cut, record)).toMatchObject({ agreement: 'same', found: 1, firstAuthorSame: true });
    expect(compareAuthors([{ family: 'Okafor', given: 'C' }, { literal: 'et al.' }], record).agreement).toBe(
      'different',
    );
  });

  it('calls a misspelt name close and someone else’s author list different', () => {
    expect(
      compareAuthors(
        [{ family: 'Muller' }, { family: 'Berg' }, { family: 'Smtih' }, { family: 'Okafor' }],
        record,
      ).agreement,
    ).toBe('close');
    expect(
      compareAuthors([{ family: 'Johnson' }, { family: 'Lee' }, { family: 'Garcia' }], record).agreement,
    ).toBe('different');
    expect(compareAuthors(undefined, record).agreement).toBe('missing');
  });

  it('calls a first author with one slip close, short names included, and keeps other people apart', () => {
    const kress = [{ family: 'Krebs' }, { family: 'Bolhuis' }, { family: 'Heyman' }];
    expect(compareAuthors([{ family: 'Kres', given: 'G' }], kress)).toMatchObject({
      agreement: 'close',
      firstAuthorSame: true,
    });
    expect(compareAuthors([{ family: 'Hays' }], [{ family: 'Hayes' }]).agreement).toBe('close');
    expect(compareAuthors([{ family: 'Wang' }], [{ family: 'Yang' }]).agreement).toBe('different');
    expect(compareAuthors([{ family: 'Lee' }], [{ family: 'Leek' }]).agreement).toBe('different');
    expect(compareAuthors([{ family: 'Kres' }], [{ family: 'Kraus' }]).agreement).toBe('different');
  });

  it('finds one word of a compound family name, and ignores initials the parser read as names', () => {
    const record = [
      { family: 'Carneiro Pereira', given: 'A L' },
      { family: 'Martins de Aquino', given: 'L M' },
    ];
    const cited = [
      { family: 'Pereira', given: 'Carneiro' },
      { family: 'A.', given: 'L' },
      { family: 'de Aquino', given: 'Martins' },
    ];
    expect(compareAuthors(cited, record)).toMatchObject({ agreement: 'close', firstAuthorSame: true });
    expect(compareAuthors([{ family: 'Carneiro' }], [{ family: 'Pereira' }]).agreement).toBe('different');
  });

  it('checks a cited first person against the record’s first person when PubMed lists a consortium first', () => {
    const record = [
      { literal: 'Roadmap Epigenomics Consortium' },
      { family: 'Kundaje', given: 'A' },
      { family: 'Meuleman', given: 'W' },
    ];
    expect(compareAuthors([{ family: 'Kundaje', given: 'A' }], record)).toMatchObject({
      agreement: 'same',
      firstAuthorSame: true,
    });
    expect(compareAuthors([{ family: 'Meuleman', given: 'W' }], record).agreement).toBe('different');
    expect(
      compareAuthors([{ family: 'Kundaje' }], [{ family: 'Smith' }, { family: 'Kundaje' }]).agreement,
    ).toBe('different');
  });

  it('matches collective names cited shorter than PubMed holds them', () => {
    const collective = [{ literal: "Alzheimer's Disease Neuroimaging Initiative Study Group" }];
    expect(
      compareAuthors([{ literal: "Alzheimer's Disease Neuroimaging Initiative" }], collective)
        .firstAuthorSame,
    ).toBe(true);
  });

  it('does not hold cited names past MEDLINE’s old ten-author cap against the record', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ family: `Author${'abcdefghij'[index]}` }));
    const cited = [...ten, { family: 'Eleventh' }, { family: 'Twelfth' }];
    expect(compareAuthors(cited, ten).agreement).toBe('same');
  });
});

describe('sameNameWithTypo', () => {
  it('allows one edit from five letters (counting the longer name) and two from ten', () => {
    expect(sameNameWithTypo('kres', 'kress')).toBe(true);
    expect(sameNameWithTypo('hrady', 'hardy')).toBe(true);
    expect(sameNameWithTypo('pereiar', 'pereira')).toBe(true);
    expect(sameNameWithTypo('kaltsoyanis', 'kaltsoyannsi')).toBe(true);
    expect(sameNameWithTypo('wang', 'yang')).toBe(false);
    expect(sameNameWithTypo('lin', 'li')).toBe(false);
    expect(sameNameWithTypo('smith', 'smythe')).toBe(false);
  });
});

describe('compareCandidate', () => {
  const science = {
    id: '1',
    type: 'article-journal' as const,
    title: 'A MicroRNA feedback circuit in midbrain dopamine neurons.',
    author: [{ family: 'Kim', given: 'J' }],
    'container-title': 'Science (New York, N.Y.)',
    'container-title-short': 'Science',
    issued: { 'date-parts': [[2007]] },
    volume: '317',
    page: '1220-4',
    DOI: '10.1126/science.1140481',
  };

  it('does not read the journal or the pages out of a DOI or URL the string prints', () => {
    const source =
      'Kim, J. et al. (2007) ‘A MicroRNA feedback circuit in midbrain dopamine neurons.’, Planta, 317(5842), pp. 1400–1404. Available at: https://doi.org/10.1126/science.1140481.';
    const cited = { ...science, source, 'container-title': 'Planta', page: '1400-1404' };
    const comparison = compareCandidate(cited, science);
    expect(comparison.agreement).toMatchObject({ journal: 'different', page: 'different', doi: 'same' });
  });

  it('does not take a collective author’s name for the journal', () => {
    const record = {
      ...science,
      author: [
        { family: 'Pattacini', given: 'C' },
        { literal: 'Haemophilia Centres Network of Emilia-Romagna Region' },
      ],
      'container-title': 'Haemophilia',
      'container-title-short': 'Haemophilia',
    };
    const source =
      'Pattacini C, Haemophilia Centres Network of Emilia-Romagna Region. A MicroRNA feedback circuit in midbrain dopamine neurons. J Tenn Med Assoc. 2007;317:1220-4.';
    const cited = { ...record, source, 'container-title': 'J Tenn Med Assoc' };
    expect(compareCandidate(cited, record).agreement.journal).toBe('different');
  });
});

describe('compareJournal', () => {
  it('accepts full titles, NLM abbreviations and abbreviations of any style', () => {
    const pnas = [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc Natl Acad Sci U S A',
    ];
    expect(compareJournal('Proc Natl Acad Sci USA', pnas)).toBe('same');
    expect(compareJournal('Proc. Natl. Acad. Sci. U.S.A.', pnas)).toBe('same');
    expect(compareJournal('Nature Cell Biol.', ['Nature cell biology', 'Nat Cell Biol'])).toBe('same');
    expect(
      compareJournal('J Neurosci', [
        'The Journal of neuroscience : the official journal of the Society for Neuroscience',
        'J Neurosci',
      ]),
    ).toBe('same');
    expect(compareJournal('Nature (London)', ['Nature', 'Nature'])).toBe('same');
  });

  it('calls a typo close and another journal different', () => {
    expect(compareJournal('Neuronn', ['Neuron', 'Neuron'])).toBe('close');
    expect(compareJournal('Neuorn', ['Neuron', 'Neuron'])).toBe('close');
    // One slip in a short name, counting the longer one (as family names): "Natue", "Spne".
    expect(compareJournal('Natue', ['Nature', 'Nature'])).toBe('close');
    expect(compareJournal('Spne', ['Spine', 'Spine'])).toBe('close');
    expect(compareJournal('Gut', ['Cut', 'Cut'])).toBe('different');
    expect(compareJournal('Cell', ['Cell reports', 'Cell Rep'])).toBe('different');
    expect(compareJournal('Cell', ['Neuron', 'Neuron'])).toBe('different');
    expect(compareJournal('J Biol Chem', ['The Journal of neuroscience', 'J Neurosci'])).toBe('different');
    expect(compareJournal(undefined, ['Neuron'])).toBe('missing');
  });

  it('accepts abbreviations cut shorter than the NLM form, with USA for U S A', () => {
    const pnas = [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc Natl Acad Sci U S A',
    ];
    expect(compareJournal('P Natl Acad Sci Usa', pnas)).toBe('same');
    expect(
      compareJournal('Nat Struct Bio', ['Nature structural & molecular biology', 'Nat Struct Mol Biol']),
    ).not.toBe('same');
    expect(compareJournal('J Neurol', ['Neurology', 'Neurology'])).toBe('different');
  });

  it('accepts acronyms and long titles cut short', () => {
    const pnas = [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc Natl Acad Sci U S A',
    ];
    expect(compareJournal('PNAS', pnas)).toBe('same');
    expect(compareJournal('Proceedings of the National Academy of Sciences', pnas)).toBe('same');
    expect(compareJournal('Journal of the American Medical Association', ['JAMA', 'JAMA'])).toBe('same');
    expect(compareJournal('Alz Res Therapy', ["Alzheimer's research & therapy", 'Alzheimers Res Ther'])).toBe(
      'same',
    );
  });
});

describe('pages', () => {
  it('expands shortened ranges and keeps e-locators', () => {
    expect(pageRange('1234-8')).toEqual({ first: '1234', last: '1238' });
    expect(pageRange('1173–1179')).toEqual({ first: '1173', last: '1179' });
    expect(pageRange('e1002')).toEqual({ first: 'e1002', last: 'e1002' });
    expect(pageRange('S12-8')).toEqual({ first: 's12', last: 's18' });
    expect(pageRange('36-42; discussion 42-3')).toEqual({ first: '36', last: '42' });
    expect(pageRange('533-541.e5')).toEqual({ first: '533', last: '541' });
  });

  it('compares first pages, then last pages', () => {
    expect(comparePages('1234–1238', '1234-8')).toBe('same');
    expect(comparePages('1234', '1234-8')).toBe('same');
    expect(comparePages('1234-1240', '1234-8')).toBe('close');
    expect(comparePages('1002', 'e1002')).toBe('close');
    expect(comparePages('1235-8', '1234-8')).toBe('different');
    expect(comparePages(undefined, '1234-8')).toBe('missing');
  });
});

describe('compareCandidate, the authors row the diff modal shows', () => {
  it('writes every initial of both sides: run together ("CH") or from given names ("Claudia H")', () => {
    const cited = {
      id: 'c',
      type: 'article-journal',
      title: 'Tides',
      author: [
        { family: 'Kawas', given: 'CH' },
        { family: 'Malenka', given: 'R. C.' },
      ],
    } as const;
    const record = {
      id: 'r',
      type: 'article-journal',
      title: 'Tides',
      author: [
        { family: 'Kawas', given: 'Claudia H' },
        { family: 'Malenka', given: 'Robert C' },
      ],
    } as const;
    const row = compareCandidate(
      { ...cited, author: [...cited.author] },
      { ...record, author: [...record.author] },
    ).fields.find((field) => field.field === 'authors');
    expect(row?.input).toBe('Kawas CH, Malenka RC');
    expect(row?.pubmed).toBe('Kawas CH, Malenka RC');
  });
});
