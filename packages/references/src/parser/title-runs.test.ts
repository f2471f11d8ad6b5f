import { describe, expect, it } from 'vitest';
import { containerFromTitleRuns } from './title-runs.ts';
import type { TokenLabel } from './token-labels.ts';
import { tokenizeReference } from './tokenize-reference.ts';

/** Tokens of `text` labelled by a label per word ("a" author, "t" title, "e" editor, "v" volume, "p" pages). */
function relabel(text: string, codes: string): string {
  const names: Record<string, TokenLabel> = { a: 'author', t: 'title', e: 'editor', v: 'volume', p: 'pages' };
  const tokens = tokenizeReference(text);
  const labels = tokens.map((_, index) => names[codes[index] ?? 'a'] as TokenLabel);
  containerFromTitleRuns(tokens, labels);
  return labels.map((label) => (label === 'container' ? 'c' : (label[0] ?? ''))).join('');
}

describe('containerFromTitleRuns', () => {
  it('reads a second title run after editors as the book', () => {
    // ‘ Elections ’ , in Robert Singh ( ed . ) , Governing America .
    expect(relabel('‘Elections’, in Robert Singh (ed.), Governing America.', 'tttteeeeeeeettt')).toBe(
      'tttteeeeeeeeccc',
    );
  });

  it('splits a journal in title case off a title run followed by the volume', () => {
    const text = 'A Note on the Permanent Problem, Information and Computation, 84, 119';
    expect(relabel(text, 'tttttttttttvvp')).toBe('tttttttccctvvp');
  });

  it('splits the book off after "In", past the editors', () => {
    // “ Theories . ” In John Foran ( ed . ) Theorizing Revolutions .
    const text =
      'Wickham T. “Structural Theories of Revolution.” In John Foran (ed.) Theorizing Revolutions.';
    expect(relabel(text, 'aaattttttttttttttttt')).toBe('aaatttttttneeeeeeccc');
  });

  it('splits a site or newspaper off before "Retrieved from"', () => {
    const text = 'Black activism, unchurched. The Atlantic. Retrieved from http://www.theatlantic.com/x';
    expect(relabel(text, 'ttttttttaaa')).toBe('tttttcctaaa');
  });

  it('leaves a sentence-case tail, a run without a volume after it and a found container alone', () => {
    expect(relabel('A note on the problem, information and computation, 84', 'ttttttttttv')).toBe(
      'ttttttttttv',
    );
    expect(relabel('A Note on the Problem, Information and Computation.', 'tttttttttt')).toBe('tttttttttt');
  });
});
