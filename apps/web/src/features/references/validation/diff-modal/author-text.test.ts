import { describe, expect, it } from 'vitest';
import { initialsOf, isCheckerNameText, nameAsStored, nameWithInitials } from './author-text.ts';

describe('author names in the diff modal', () => {
  it('keeps every initial', () => {
    expect(initialsOf('CH')).toBe('CH');
    expect(initialsOf('Claudia H')).toBe('CH');
    expect(initialsOf('C. H.')).toBe('CH');
    expect(initialsOf('R.C.')).toBe('RC');
    expect(initialsOf('Jean-Pierre')).toBe('JP');
    expect(initialsOf(undefined)).toBe('');
    expect(nameWithInitials({ family: 'Kawas', given: 'CH' })).toBe('Kawas CH');
    expect(nameWithInitials({ literal: 'WHO Expert Committee' })).toBe('WHO Expert Committee');
  });

  it('prints a parsed name as stored', () => {
    expect(nameAsStored({ family: 'Kawas', given: 'CH' })).toBe('Kawas CH');
    expect(nameAsStored({ family: 'Gogh', 'non-dropping-particle': 'van', given: 'V' })).toBe('van Gogh V');
  });

  it('recognises the checker’s own rendering of a list of names, and nothing else', () => {
    const names = [{ family: 'Kawas', given: 'CH' }, { family: 'Malenka', given: 'RC' }, { literal: 'ADNI' }];
    expect(isCheckerNameText('Kawas C, Malenka R, ADNI', names)).toBe(true);
    expect(isCheckerNameText('Kawas, Malenka R, ADNI', names)).toBe(true);
    expect(isCheckerNameText('Hardy, Selkoe', names)).toBe(false);
    expect(isCheckerNameText('Kawas C', undefined)).toBe(false);
  });
});
