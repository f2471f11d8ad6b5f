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

  it('splits an unnumbered list of DOIs, one per line', () => {
    const text = [
      'https://doi.org/10.1016/0006-2944(75)90147-7',
      'https://doi.org/10.1038/nature14248',
      'doi:10.1056/NEJMc2021986',
    ].join('\n');
    expect(splitReferenceList(text).entries.map((entry) => entry.text)).toEqual(text.split('\n'));
  });

  it('starts a new reference after one ending with a DOI or PMID, whether the next starts with authors or a title', () => {
    const lines = [
      'Eysenbach G. How to fight an infodemic. J Med Internet Res. 2020;22(6):e21820. doi:10.2196/21820',
      "Lecanemab in early Alzheimer's disease. N Engl J Med. 2023;388(17):1630.",
      'Valenzuela MJ. Lecanemab in early Alzheimer disease. N Engl J Med. 2023. PMID: 36449413',
      'Valenzuela MJ. Editorial. Water Environ Res. 2019.',
      'Kao CM. Editorial. Water Environ Res. 2019.',
      'van Dyck CH, Swanson CJ, Aisen P, et al. Lecanemab in early Alzheimer disease. N Engl J Med. 2023;388:9-21.',
    ];
    expect(splitReferenceList(lines.join('\n')).entries.map((entry) => entry.text)).toEqual(lines);
  });

  it('joins a reference wrapped after a full stop, before its DOI, and before its date', () => {
    const text = [
      'Smith J, Doe A.',
      'A study of things. J Med. 2020;12(3):1-9.',
      'doi:10.1000/xyz123',
      'Lee K, Park S. Another study. Ann Neurol. 2009',
      'Mar;65(4):403-13.',
      'Hu, R. M., and Levin, E. R. (1994). Astrocyte growth is regulated by',
      'neuropeptides. J. Clin. Invest. 93, 1820-1827.',
    ].join('\n');
    expect(splitReferenceList(text).entries.map((entry) => entry.text)).toEqual([
      'Smith J, Doe A. A study of things. J Med. 2020;12(3):1-9. doi:10.1000/xyz123',
      'Lee K, Park S. Another study. Ann Neurol. 2009 Mar;65(4):403-13.',
      'Hu, R. M., and Levin, E. R. (1994). Astrocyte growth is regulated by neuropeptides. J. Clin. Invest. 93, 1820-1827.',
    ]);
  });

  it('keeps a wrapped line that starts with "2020." or "45." inside an unnumbered reference', () => {
    const text = [
      'Smith J, Doe A, Lee K, Park S, Kim H, Choi Y, Jung E, Han D, Lim B, Yoon C, Kang M.',
      '2020. A study of things. J Med 12:1-9.',
      'Lee K, Park S. Another study of the 7 things in',
      '45. patients. Lancet 2019;2:3-4.',
    ].join('\n');
    expect(splitReferenceList(text).entries).toHaveLength(2);
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

  // Their speed is printed by `npm run bench` (bench/references.bench.ts), never asserted here.
  it('reads 1 MB pathological pastes to at most 250 entries without throwing', () => {
    for (const line of [
      '1. '.repeat(350_000),
      'Aa, '.repeat(260_000),
      `${'('.repeat(500_000)}${' '.repeat(500_000)}`,
      'Smith J, Doe A. Title. J Med. 2020;1:1-9.\n'.repeat(25_000),
      'Aa Bb,\n'.repeat(150_000),
    ]) {
      const { entries, warnings } = splitReferenceList(line);
      expect(entries.length).toBeLessThanOrEqual(250);
      for (const warning of warnings) expect(warning.message.length).toBeGreaterThan(0);
    }
    const repeated = splitReferenceList('Smith J, Doe A. Title. J Med. 2020;1:1-9.\n'.repeat(25_000));
    expect(repeated.entries).toHaveLength(250);
    expect(repeated.warnings.map((warning) => warning.code)).toContain('too_many_references');
  });
});
