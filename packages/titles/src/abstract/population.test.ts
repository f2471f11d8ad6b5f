import { describe, expect, it } from 'vitest';
import { population } from './population.ts';
import { readAbstract } from './read-abstract.ts';

const populationOf = (abstract: string) => population(readAbstract(abstract).sentences);

describe('population', () => {
  it('ends the population before a verb: a title never carries "are few" or "is unclear"', () => {
    expect(
      populationOf('BACKGROUND: Trials in adults with hypertension are few. METHODS: We gave tea.'),
    ).toBe('adults with hypertension');
    expect(populationOf('The benefit in children with asthma is unclear.')).toBe('children with asthma');
    expect(populationOf('Outcomes in women with breast cancer have not been compared.')).toBe(
      'women with breast cancer',
    );
  });

  it('keeps a population ended by punctuation or a preposition', () => {
    expect(populationOf('We enrolled 120 patients with type 2 diabetes, aged 40 to 70.')).toBe(
      'patients with type 2 diabetes',
    );
    expect(populationOf('Sleep was measured in older adults from three cities.')).toBe('older adults');
  });
});
