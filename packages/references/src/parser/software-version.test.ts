import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

const parsed = (text: string) => parseReferenceString(text, '1');

describe('a software version read as volume or pages', () => {
  it('gives the title its whole version and drops the pages taken from it', () => {
    const item = parsed(
      'Bates, D., Maechler, M., Bolker, B. & Walker, S. (2014) Lme4: Linear mixed-effects models using Eigen and S4. R package version 1.1-7.',
    );
    expect(item.title).toBe('Lme4: Linear mixed-effects models using Eigen and S4. R package version 1.1-7');
    expect(item.page).toBeUndefined();
    expect(item.volume).toBeUndefined();
  });

  it('keeps a journal’s volume and pages printed beside a version', () => {
    const item = parsed(
      'Bates D, Mächler M, Bolker B, Walker S. Fitting linear mixed-effects models using lme4, version 1.1-7. J Stat Softw. 2015;67(1):1-48.',
    );
    expect(item).toMatchObject({ volume: '67', issue: '1', page: '1-48' });
  });
});
