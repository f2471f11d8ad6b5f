import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// A mathematics paper's layout (probe manuscript): the subject classification beside the keywords, and the
// numerical experiments that are its results. Proofs stay where they are: "Proof of Lemma 2" heads an appendix as
// often as a section of the main text.
describe("a mathematics paper's layout", () => {
  it('reads the subject classification as keywords, and the numerical experiments as the results', () => {
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
    expect(steps['4 Numerical experiments']).toEqual(['main.results']);
    expect(steps['We computed the second eigenvalue for 1000 samples.']).toEqual(['main.results']);
  });

  it('leaves proofs in the appendix there, and a numerical simulation or MSC subsection in the methods', () => {
    const steps = stepsByText(
      boldP('On the spectral gap of random regular graphs'),
      p('Tomasz Nowak and Ingrid Halvorsen'),
      boldP('Abstract'),
      p('We study the second eigenvalue of random regular graphs with a planted partition.'),
      boldP('Introduction'),
      p('The spectral gap of a graph controls the mixing time of random walks on it [1].'),
      boldP('Methods'),
      boldP('Numerical simulation'),
      p('The equations were solved with a finite-volume solver on a 512 by 512 grid.'),
      boldP('MSC'),
      p('Mesenchymal stem cells were isolated from bone marrow.'),
      boldP('Boundary conditions'),
      p('Periodic boundary conditions were used in both directions.'),
      boldP('Results'),
      p('The gap was bounded below in every sample.'),
      boldP('References'),
      p('[1] N. Alon, Eigenvalues and expanders, Combinatorica 6 (1986) 83–96.'),
      boldP('A PROOF OF THEOREM 1'),
      p('We give the omitted details of the trace bound.'),
      boldP('Appendix'),
      boldP('Proof of Lemma 2'),
      p('The lemma follows from the configuration model.'),
    );
    expect(steps['Numerical simulation']).toEqual(['main.materials_and_methods']);
    expect(steps['MSC']).toEqual(['main.materials_and_methods']);
    expect(steps['Periodic boundary conditions were used in both directions.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps['A PROOF OF THEOREM 1']).toEqual(['back.appendix']);
    expect(steps['Proof of Lemma 2']).toEqual(['back.appendix']);
    expect(steps['The lemma follows from the configuration model.']).toEqual(['back.appendix']);
  });
});
