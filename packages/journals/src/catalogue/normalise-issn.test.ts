import { describe, expect, it } from 'vitest';
import { normaliseIssn } from './normalise-issn.ts';

describe('normaliseIssn', () => {
  it('writes NNNN-NNNC with an uppercase X', () => {
    expect(normaliseIssn('0889-325x')).toBe('0889-325X');
    expect(normaliseIssn(' 14712407 ')).toBe('1471-2407');
    expect(normaliseIssn('1474-547X')).toBe('1474-547X');
  });

  it('drops text that is not an ISSN or whose check digit is wrong', () => {
    expect(normaliseIssn('')).toBeNull();
    expect(normaliseIssn('x')).toBeNull();
    expect(normaliseIssn('1471-2408')).toBeNull();
    expect(normaliseIssn('1234-56789')).toBeNull();
  });
});
