import { describe, expect, it } from 'vitest';
import { isAddressLine } from './address-line.ts';

describe('isAddressLine', () => {
  it('reads a place closed by a country or a postcode as an address line', () => {
    for (const line of [
      'Bern, Switzerland',
      'Baltzerstrasse 6, 3012 Bern, Switzerland',
      'London, UK',
      'New York, NY, USA',
      'Los Angeles, CA 90095',
      'South Parks Road, Oxford OX1 3RB',
      'Seoul 03080, Republic of Korea',
      'Wuhan 430072, P.R. China',
      'Pretoria, South Africa.',
      'Abidjan, Côte d’Ivoire',
      'Switzerland',
    ])
      expect(isAddressLine(line), line).toBe(true);
  });

  it('leaves names, notes, labels and sentences alone', () => {
    for (const line of [
      'John Smith',
      'Maria Rossi and John Smith',
      'These authors contributed equally to this work.',
      'Word count: 4500',
      'Received 12 March 2021; accepted 3 June 2021',
      'Country: Switzerland',
      'Samples were shipped on dry ice to a laboratory in Bern. The analyses were run in Switzerland',
      'Georgia Smith',
      'Diego Garcia',
      'Maria Rossi, Diego Garcia',
      'Copyright 2021 AB 12345',
    ])
      expect(isAddressLine(line), line).toBe(false);
  });

  it('asks a line that also reads as a byline for more than a name and a country', () => {
    expect(isAddressLine('Anna Berg, Jordan', true)).toBe(false);
    expect(isAddressLine('New York, NY, USA', true)).toBe(true);
    expect(isAddressLine('Amman, Jordan')).toBe(true);
    for (const line of [
      'Cape Town, South Africa',
      'Buenos Aires, Argentina',
      'Amsterdam, The Netherlands',
      'Hong Kong',
    ])
      expect(isAddressLine(line, true), line).toBe(true);
  });
});
