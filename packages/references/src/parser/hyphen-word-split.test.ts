import { describe, expect, it } from 'vitest';
import { hyphenWordSplit } from './hyphen-word-split.ts';
import { parseReferenceString } from './parse-reference-string.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';
import { tokenizeReference } from './tokenize-reference.ts';

/** The labels after the rule, for tokens labelled author up to the word `from` and title from it on. */
function relabelled(text: string, firstTitleToken: number): string {
  const tokens: ReferenceToken[] = tokenizeReference(text);
  const labels: TokenLabel[] = tokens.map((_, index) => (index < firstTitleToken ? 'author' : 'title'));
  hyphenWordSplit(tokens, labels);
  return tokens.map((token, index) => `${token.text}/${labels[index]?.[0]}`).join(' ');
}

// A field began inside a hyphenated word: titles "-43 repression …", "-AA Research Framework", "-Nonylphenol …",
// "-Vague I: Endothelial …" (12 titles in the shared dev strings).
describe('hyphenWordSplit', () => {
  it('gives the title the whole word its end begins', () => {
    expect(relabelled('Wong PC TDP-43 repression', 3)).toBe('Wong/a PC/a TDP/t -/t 43/t repression/t');
    expect(relabelled('Silverberg N. NIA-AA Research', 4)).toBe(
      'Silverberg/a N/a ./a NIA/t -/t AA/t Research/t',
    );
  });

  it('gives the authors a hyphenated family name with its initials, and hyphenated initials', () => {
    expect(relabelled('Iqbal K, Grundke-Iqbal I: Developing', 5)).toBe(
      'Iqbal/a K/a ,/a Grundke/a -/a Iqbal/a I/a :/a Developing/t',
    );
    expect(relabelled('Wu C-I: Genome-wide', 3)).toBe('Wu/a C/a -/a I/a :/t Genome/t -/t wide/t');
    expect(relabelled('Jones K T-B cell', 3)).toBe('Jones/a K/a T/t -/t B/t cell/t');
  });

  it('parses the strings that showed it', () => {
    expect(
      parseReferenceString(
        'Ling JP, Pletnikova O, Troncoso JC & Wong PC TDP-43 repression of nonconserved cryptic exons is compromised in ALS-FTD. Science 349, 650–655 (2015).',
        'r1',
      ).title,
    ).toBe('TDP-43 repression of nonconserved cryptic exons is compromised in ALS-FTD');
    expect(
      parseReferenceString(
        'Giger W, Brunner PH, Schaffner C (1984) 4-Nonylphenol in sewage sludge: accumulation of toxic metabolites from nonionic surfactants. Science 225:623-625',
        'r2',
      ).title,
    ).toBe('4-Nonylphenol in sewage sludge: accumulation of toxic metabolites from nonionic surfactants');
  });
});
