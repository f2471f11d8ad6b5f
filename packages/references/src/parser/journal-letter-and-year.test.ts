import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

const parse = (text: string) => parseReferenceString(text, 'r1');

describe("a journal's series letter and BioMed Central's year", () => {
  it('keeps the series letter printed apart from the volume in the journal', () => {
    const item = parse(
      'Kelly KL, Schatz GC (2003) The optical properties of metal nanoparticles. J Phys Chem B 107:668-677.',
    );
    expect(item['container-title']).toBe('J Phys Chem B');
    expect(item.volume).toBe('107');
    expect(parse('A. Smith, Phys. Rev. B 81, 115120 (2010).')['container-title']).toBe('Phys. Rev. B');
    const plos = parse(
      'Garske T, Clarke P, Ghani AC (2007) The transmissibility of highly pathogenic avian influenza in commercial poultry in industrialised countries. PLoS ONE 2(4):e349',
    );
    expect([plos['container-title'], plos.volume]).toEqual(['PLoS ONE', '2']);
  });

  it('reads the year between the journal and the volume as the date', () => {
    const item = parse(
      'Glynn JR, Crampin AC: Trends in tuberculosis in northern Malawi, 1988-2001. AIDS 2004, 18:1459-1463.',
    );
    expect(item['container-title']).toBe('AIDS');
    expect(item.volume).toBe('18');
    const other = parse(
      'van Vollenhoven RF: Treatment of rheumatoid arthritis: state of the art 2009. Nat Rev Rheumatol 2009, 5:531-541.',
    );
    expect(other['container-title']).toBe('Nat Rev Rheumatol');
    expect(other.volume).toBe('5');
  });

  it("leaves a meeting's year in its name", () => {
    expect(
      parse('Smith J (2006) Planning paths. In: Proceedings of ICRA 2006, pp 1-5')['container-title'],
    ).toBe('Proceedings of ICRA 2006');
  });

  it('reads a volume of four digits or a range after the year', () => {
    const item = parse(
      'Okiyoneda T, Lukacs GL: Cell surface dynamics of CFTR: the ins and outs. Biochim Biophys Acta 2007, 1773:476-479.',
    );
    expect([item.volume, item.page]).toEqual(['1773', '476-479']);
    const range = parse(
      'Petrash J, Harter T: Functional genomic studies of aldo-keto reductases. Chem Biol Interact 2001, 130-132(1-3):673-683.',
    );
    expect([range.volume, range.issue, range.page]).toEqual(['130-132', '1-3', '673-683']);
  });
});

describe("a supplement's pages", () => {
  it('keep their letter, and German "S." is still a caption', () => {
    expect(
      parse('Blaivas M, Sustic A (2007) Future directions and conclusions. Crit Care Med 35:S305-S307').page,
    ).toBe('S305-S307');
    expect(parse('Bazan NG. Neuroprotectin D1-mediated signaling. J Lipid Res. 2009;50:S400-5.').page).toBe(
      'S400-5',
    );
    expect(parse('Müller H (2009) Arbeit und Alter im Betrieb. Z Gerontol 12, S. 305–307.').page).toBe(
      '305-307',
    );
  });
});

describe('the same rules, after review: what they leave alone', () => {
  it('leaves a caption or a month in capitals after the journal', () => {
    expect(
      parse('Smith J. Protein folding in yeast cells. J Biol Chem JG 12:100-110.')['container-title'],
    ).toBe('J Biol Chem');
    expect(
      parse('SMITH J. PROTEIN FOLDING IN YEAST CELLS. NATURE MAR 12, 100-110.')['container-title'],
    ).not.toMatch(/MAR$/);
  });

  it('leaves a volume caption after the journal (V., T.)', () => {
    expect(
      parse('Silva J. Avaliação da saúde. Rev Bras Epidemiol. V. 8, N. 2, P. 12-20, 2005.')[
        'container-title'
      ],
    ).toBe('Rev Bras Epidemiol');
  });

  it("leaves a meeting's year cited after 'in'", () => {
    expect(
      parse('R. McEwen and K. Streitlien, "Modeling and control," in Oceans 2001, 2001, pp. 1-5.')[
        'container-title'
      ],
    ).toBe('Oceans 2001');
  });

  it('sets no volume equal to the year', () => {
    expect(parse('Smith A, Jones B. Neural ranking. SIGIR 2019, 2019: 12-21.').volume).toBeUndefined();
  });
});
