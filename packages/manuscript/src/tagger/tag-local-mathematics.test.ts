import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// A mathematics paper's layout (probe manuscript): the subject classification beside the keywords, and sections
// named after what they prove rather than the results.
describe("a mathematics paper's layout", () => {
  it('reads the subject classification as keywords, and the proofs and numerical experiments as the results', () => {
    const msc = 'Mathematics Subject Classification (2020): 05C80, 05C50, 60B20';
    const steps = stepsByText(
      boldP('On the spectral gap of random regular graphs with planted communities'),
      p('Tomasz Nowak and Ingrid Halvorsen'),
      p('Department of Mathematics, University of Warsaw, Warsaw, Poland'),
      boldP('Abstract'),
      p('We study the second eigenvalue of random regular graphs with a planted partition.'),
      p(msc),
      p('Keywords: random graphs, spectral gap, stochastic block model'),
      boldP('1 Introduction'),
      p('The spectral gap of a graph controls the mixing time of random walks on it [1].'),
      boldP('2 Preliminaries'),
      p('We write G(n, d) for the uniform random d-regular graph on n vertices.'),
      boldP('3 Proof of the main theorem'),
      p('We use the trace method. Let A denote the adjacency matrix.'),
      boldP('4 Numerical experiments'),
      p('We computed the second eigenvalue for 1000 samples.'),
      boldP('5 Concluding remarks'),
      p('It remains open whether the bound holds for d = 3.'),
      boldP('References'),
      p('[1] N. Alon, Eigenvalues and expanders, Combinatorica 6 (1986) 83–96.'),
    );
    expect(steps[msc]).toEqual(['abstract.keywords']);
    expect(steps['3 Proof of the main theorem']).toEqual(['main.results']);
    expect(steps['4 Numerical experiments']).toEqual(['main.results']);
    expect(steps['We computed the second eigenvalue for 1000 samples.']).toEqual(['main.results']);
  });
});
