import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

const typeOf = (text: string) => parseReferenceString(text, '1').type;

describe('journals named "Proceedings" against conference proceedings', () => {
  it('reads a Proceedings journal cited with volume and pages as a journal article', () => {
    expect(
      typeOf(
        'Holderied, M.W. & Helversen, O. von. (2003) Echolocation range and wingbeat period match in aerial-hawking bats. Proceedings of the Royal Society B: Biological Sciences, 270, 2293–2299.',
      ),
    ).toBe('article-journal');
    expect(
      typeOf(
        'Holderied MW, von Helversen O (2003) Echolocation range in processing of bat calls. Proceedings of the Royal Society B 270, 2293-2299.',
      ),
    ).toBe('article-journal');
    expect(
      typeOf(
        'Ramadge, P., & Wonham, W. (1989). The control of discrete event systems. Proceedings of the IEEE, 77(1), 81-98.',
      ),
    ).toBe('article-journal');
  });

  it('keeps a meeting’s proceedings a conference paper', () => {
    expect(
      typeOf(
        'S. Majumdar, D. Eager, and R. Bunt. Scheduling in multiprogrammed parallel systems. Proc. of the ACM SIGMETRICS Conf. on Measurement & Modeling of Computer Systems, 16, 104-113, 1988.',
      ),
    ).toBe('paper-conference');
    expect(
      typeOf(
        'Adorni, G., & Broggi, A. (1993). A self-tuning system for real-time optical flow detection. In Proceedings IEEE System, Man, and Cybernetics, 3, 7-12.',
      ),
    ).toBe('paper-conference');
    expect(
      typeOf(
        'Smith, J. (2001). A study. In Proceedings of the 23rd International Conference on Machine Learning (pp. 1-8). ACM.',
      ),
    ).toBe('paper-conference');
  });
});
