import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { titleAfterVancouverNames } from './title-after-vancouver-names.ts';

const relabelled = relabelledBy(titleAfterVancouverNames);

describe('titleAfterVancouverNames', () => {
  it("gives the title back its first word run into a Vancouver list's end", () => {
    expect(
      relabelled([
        ['Shishiba Y, Ozawa Y. Bisphenol-A,', 'author'],
        ['an environmental estrogen, activates the receptor.', 'title'],
      ]),
    ).toEqual([
      'author: Shishiba Y, Ozawa Y.',
      'title: Bisphenol-A, an environmental estrogen, activates the receptor.',
    ]);
    expect(
      relabelled([
        ['Davidsson P, Blennow K. Clusterin', 'author'],
        ['(apolipoprotein J) protein levels are increased.', 'title'],
      ]),
    ).toEqual([
      'author: Davidsson P, Blennow K.',
      'title: Clusterin (apolipoprotein J) protein levels are increased.',
    ]);
  });

  it('leaves names after a full stop typed for the comma, et al. and groups with the authors', () => {
    const kept = [
      'Ferguson JN, Aldag JM. Insel TR.',
      'Larry D. Wittie, Gudjun Hermannsson, and Ai Li.',
      'Gertz M., Lipeck U. W.',
      'Kim S, Nollen E. A, Kitagawa K.',
      'Hunkapiller J, Brug M. van der, Cai F.',
      'Blankenstein M, Duller. A., Forlenza O, Frisoni G.',
      'Roe B, Smith JA. Van Dyke JM.',
      'Roe B, Ozawa Y. Babu-Khan S, Li X.',
      'Park SY, Kim JH. Lee J-H.',
      'Smith AB, Jones CD. Brown AB Jr.',
      'Roe B, Smith JA. et al.',
      'Roe B, Zavitz KH. Tarenflurbil Phase 3 Study Group',
      'Roe B, Smith JA. for the ACCORD Investigators',
    ];
    for (const names of kept) {
      expect(
        relabelled([
          [names, 'author'],
          ['A study of things.', 'title'],
        ]),
      ).toEqual([`author: ${names}`, 'title: A study of things.']);
    }
  });
});
