import { describe, expect, it } from 'vitest';
import { citedWorks, yearsOf } from './author-year-parts.ts';

describe('citedWorks', () => {
  it('reads years, letters and "in press"', () => {
    expect(yearsOf('2020a, b')).toEqual([
      { year: '2020', suffix: 'a' },
      { year: '2020', suffix: 'b' },
    ]);
    expect(yearsOf('2019, 2020')).toEqual([{ year: '2019' }, { year: '2020' }]);
    expect(yearsOf('in press')).toEqual([{ year: 'in press' }]);
  });

  it('reads the first author, the others and "et al."', () => {
    const [work] = citedWorks('Long, Flint & Lepper', '2010');
    expect(work?.first.map((f) => f.name)).toEqual(['Long, Flint & Lepper', 'Long']);
    expect(work?.names).toEqual(['Long', 'Flint', 'Lepper']);
    expect(citedWorks('Smith et al.', '2020')[0]).toMatchObject({ etAl: true, names: ['Smith'] });
    expect(citedWorks('Alekseev/Atayev', '1997b')[0]).toMatchObject({
      names: ['Alekseev', 'Atayev'],
      suffix: 'b',
    });
    expect(citedWorks('Eysenck’s', '1967')[0]?.first.map((f) => f.name)).toEqual(['Eysenck']);
    expect(citedWorks('See van der Berg', '2018')[0]?.first.map((f) => f.name)).toEqual([
      'See van der Berg',
      'van der Berg',
      'der Berg',
      'Berg',
    ]);
  });
});
