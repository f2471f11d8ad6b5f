import { describe, expect, it } from 'vitest';
import { readAnystyle } from './read-anystyle.ts';

/** The label of each non-space character run of a string, as "text/label" words. */
function labelled(xml: string): string {
  const [string] = readAnystyle(`<dataset><sequence>${xml}</sequence></dataset>`);
  if (!string) return '';
  const words: string[] = [];
  let word = '';
  let label: string | undefined;
  for (const [at, char] of [...string.text].entries()) {
    const next = string.labels[at];
    if (char === ' ' || next !== label) {
      if (word) words.push(`${word}/${label}`);
      word = char === ' ' ? '' : char;
      label = next;
      continue;
    }
    word += char;
  }
  if (word) words.push(`${word}/${label}`);
  return words.join(' ');
}

describe('readAnystyle', () => {
  it('splits the issue out of a volume span', () => {
    expect(labelled('<journal>Nature,</journal><volume>12(3),</volume>')).toBe(
      'Nature,/container 12/volume (3)/issue ,/volume',
    );
  });

  it('reads pages after the colon and a year before the semicolon in a volume span as pages and date', () => {
    expect(labelled('<journal>Proc IEEE,</journal><volume>86(11):2278–2324,</volume>')).toBe(
      'Proc/container IEEE,/container 86/volume (11)/issue :/volume 2278–2324/pages ,/volume',
    );
    expect(labelled('<journal>Blood</journal><volume>2013;122(2):</volume>')).toBe(
      'Blood/container 2013/date ;122/volume (2)/issue :/volume',
    );
  });
});
