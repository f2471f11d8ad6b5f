import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise-text.ts';

describe('normaliseText', () => {
  it('folds accents and the letters NFKD leaves alone, lower-cases, and turns punctuation into spaces', () => {
    expect(normaliseText('Øster, Łukasz; Straße — Æsop’s Kılıç (Œuvre)')).toBe(
      'oster lukasz strasse aesop s kilic oeuvre',
    );
    expect(normaliseText('Müller-Lüdenscheidt É.')).toBe('muller ludenscheidt e');
    expect(normaliseText(undefined)).toBe('');
  });
});
