import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

// Issue 18: "v.13 n.4, p.367-390" was read as volume "v" and pages "13".
describe('volume and issue printed with their captions', () => {
  it('reads both, and the pages after their caption', () => {
    for (const [text, volume, issue, page] of [
      [
        'Shameli-Sendi A, Dagenais M. ARITO: a response system. Int J Inf Secur, v.13 n.4, p.367-390, August 2014.',
        '13',
        '4',
        '367-390',
      ],
      [
        'Rossi, A., Capitale sociale, Sociologia e Politiche Sociali, Vol. 8, n° 1, p. 7-22.',
        '8',
        '1',
        '7-22',
      ],
      [
        'Fresia M, "La fabrique des normes", Critique internationale, 2012, n° 54, vol. 1, pp. 39-60.',
        '1',
        '54',
        '39-60',
      ],
      [
        'Reynolds, D., “Speaker verification,” Digital signal processing, Vol. 10, No. 1-3, 2000, pp. 19–41.',
        '10',
        '1-3',
        '19-41',
      ],
    ] as const) {
      expect(parseReferenceString(text, '1'), text).toMatchObject({ volume, issue, page });
    }
  });

  it('reads an issue in brackets after a comma (ACS), but none in Nature\'s "13, 9 (2018)"', () => {
    expect(
      parseReferenceString(
        'Fuhrer, M. S.; Shih, L., Crossed Nanotube Junctions. Science 2000, 288, (5465), 494-497.',
        '1',
      ),
    ).toMatchObject({ volume: '288', issue: '5465', page: '494-497' });
    const nature = parseReferenceString(
      'Yamada K, Iwatsubo T. Extracellular α-synuclein levels. Mol Neurodegener 13, 9 (2018).',
      '1',
    );
    expect(nature.volume).toBe('13');
    expect(nature.issue).toBeUndefined();
  });

  it('reads a volume printed with its caption alone when the tagger found none', () => {
    const item = parseReferenceString(
      'Newell, A. "Elements of a Theory." Psychological Monographs, J.F. Dashiell (ed.), Vol. LVIII, Washington, D.C.: The American Psychological Association, 1945.',
      '1',
    );
    expect(item.volume).toBe('LVIII');
  });
});
