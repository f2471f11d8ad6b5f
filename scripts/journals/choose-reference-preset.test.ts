import { describe, expect, it } from 'vitest';
import { chooseReferencePreset } from './choose-reference-preset.ts';

describe('chooseReferencePreset', () => {
  it('is exact when the style is a preset’s own CSL counterpart', () => {
    expect(chooseReferencePreset('apa', 'author-date', 'generic')).toEqual({
      preset: 'apa-7',
      match: 'exact',
    });
    expect(chooseReferencePreset('the-lancet', 'numeric', 'lancet')).toEqual({
      preset: 'lancet',
      match: 'exact',
    });
    expect(chooseReferencePreset('springer-vancouver-brackets', 'numeric', 'springer')).toEqual({
      preset: 'springer-vancouver',
      match: 'exact',
    });
  });

  it('takes the nearest preset from the style’s family, then the publisher, then the citation format', () => {
    const nearest = (
      style: string,
      format: Parameters<typeof chooseReferencePreset>[1],
      family: Parameters<typeof chooseReferencePreset>[2],
    ) => chooseReferencePreset(style, format, family);
    expect(nearest('elsevier-with-titles', 'numeric', 'elsevier')).toEqual({
      preset: 'elsevier-vancouver',
      match: 'nearest',
    });
    expect(nearest('american-medical-association-no-url', 'numeric', 'generic').preset).toBe('ama-11');
    expect(nearest('springer-basic-author-date', 'author-date', 'springer').preset).toBe(
      'harvard-cite-them-right',
    );
    expect(nearest('springer-socpsych-author-date', 'author-date', 'springer').preset).toBe('apa-7');
    expect(nearest('taylor-and-francis-chicago-author-date', 'author-date', 'taylor-francis').preset).toBe(
      'chicago-author-date',
    );
    expect(nearest('association-for-computing-machinery', 'numeric', 'generic').preset).toBe('ieee');
    expect(nearest('nlm-citation-sequence-superscript', 'numeric', 'wiley').preset).toBe('nlm-vancouver');
    expect(nearest('some-journal-style', 'numeric', 'mdpi').preset).toBe('mdpi');
    expect(nearest('some-journal-style', 'numeric', 'generic').preset).toBe('nlm-vancouver');
    expect(nearest('some-journal-style', 'author-date', 'generic').preset).toBe('apa-7');
    expect(nearest('some-journal-style', 'note', 'generic').preset).toBe('chicago-author-date');
  });
});
