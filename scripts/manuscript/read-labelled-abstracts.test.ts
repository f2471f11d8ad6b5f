import { describe, expect, it } from 'vitest';
import { sectionPart } from './read-labelled-abstracts.ts';

describe('the part of a structured abstract section', () => {
  it('follows the NLM category, else the words of the label', () => {
    expect(sectionPart('IMPORTANCE', 'OBJECTIVE')).toBe('background');
    expect(sectionPart('STUDY DESIGN', 'METHODS')).toBe('methods');
    expect(sectionPart('Main outcome measures', 'UNASSIGNED')).toBe('methods');
    expect(sectionPart('FINDINGS')).toBe('results');
    expect(sectionPart('CONCLUSIONS AND RELEVANCE')).toBe('conclusions');
    expect(sectionPart('CASE')).toBeUndefined();
  });

  it('leaves out what is not abstract prose, whatever category NLM gave it', () => {
    expect(sectionPart('TRIAL REGISTRATION', 'BACKGROUND')).toBeUndefined();
    expect(sectionPart('FUNDING', 'BACKGROUND')).toBeUndefined();
    expect(sectionPart('LEVEL OF EVIDENCE', 'METHODS')).toBeUndefined();
    expect(sectionPart('CLINICAL TRIAL REGISTRATION NUMBER')).toBeUndefined();
  });
});
