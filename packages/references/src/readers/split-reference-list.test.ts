import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../limits.ts';
import { splitReferenceList } from './split-reference-list.ts';

const ref = (n: number) => `Smith J, Doe A. A study of thing number ${n}. J Med. 2020;${n}(1):1-9.`;

describe('splitReferenceList (spec §5 reference input, §9 limits)', () => {
  it('refuses empty input with the spec message', () => {
    expect(splitReferenceList('  \n\t ').warnings).toEqual([
      { code: 'empty_input', message: 'Please enter a reference to validate.' },
    ]);
  });

  it('says when the text holds no reference', () => {
    expect(splitReferenceList('1.\n2.\n---').warnings[0]?.message).toBe(
      'Your text does not contain any references.',
    );
  });

  it.each([
    ['1. ', (n: number) => `${n}. `],
    ['[1]', (n: number) => `[${n}] `],
    ['1)', (n: number) => `${n}) `],
    ['superscript', (n: number) => `${'⁰¹²³⁴⁵⁶⁷⁸⁹'[n]} `],
  ])('splits a list numbered %s and keeps the numbers', (_name, marker) => {
    const text = [1, 2, 3].map((n) => `${marker(n)}${ref(n)}`).join('\n');
    const { entries } = splitReferenceList(text);
    expect(entries.map((entry) => entry.number)).toEqual([1, 2, 3]);
    expect(entries[1]?.text).toBe(ref(2));
  });

  it('joins references wrapped over several lines', () => {
    const text =
      '1. Smith J, Doe A. A long title that\nwraps onto the next line. J Med. 2020;1:1-9.\n2. Lee K. Another. Lancet. 2019;2:3-4.';
    const { entries } = splitReferenceList(text);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.text).toBe(
      'Smith J, Doe A. A long title that wraps onto the next line. J Med. 2020;1:1-9.',
    );
  });

  it('splits unnumbered lists by blank lines, and by line otherwise', () => {
    expect(splitReferenceList(`${ref(1)}\nwrapped tail.\n\n${ref(2)}`).entries).toHaveLength(2);
    expect(splitReferenceList(`${ref(1)}\n${ref(2)}\n${ref(3)}`).entries).toHaveLength(3);
  });

  it('flags duplicated numbers with "Duplicated No."', () => {
    const { warnings } = splitReferenceList(`1. ${ref(1)}\n2. ${ref(2)}\n2. ${ref(3)}`);
    expect(warnings).toEqual([{ code: 'duplicated_number', message: 'Duplicated No.', item: 2, line: 3 }]);
  });

  it('keeps at most 250 references and says how many there were', () => {
    const text = Array.from({ length: 260 }, (_, index) => `${index + 1}. ${ref(index + 1)}`).join('\n');
    const { entries, warnings } = splitReferenceList(text);
    expect(entries).toHaveLength(250);
    expect(warnings).toEqual([
      { code: 'too_many_references', message: REFERENCE_MESSAGES.tooManyReferences(250, 260) },
    ]);
    expect(warnings[0]?.message).toContain('250');
    expect(warnings[0]?.message).toContain('260');
  });

  it('handles a 1 MB pathological line in under a second', () => {
    for (const line of [
      '1. '.repeat(350_000),
      'Aa, '.repeat(260_000),
      `${'('.repeat(500_000)}${' '.repeat(500_000)}`,
    ]) {
      const started = performance.now();
      splitReferenceList(line);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
