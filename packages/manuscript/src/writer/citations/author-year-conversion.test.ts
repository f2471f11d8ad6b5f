// Hand-typed author-year citations (no reference manager's fields) going to a numbered journal: tied to the list by
// first author and year, the list renumbered by first citation and every tied citation written as a number.
import { describe, expect, it } from 'vitest';
import { readDocx } from '../../read-docx.ts';
import { buildDocx, p, table } from '../../test-support/build-docx.ts';
import { LETTER_TEMPLATE, RUNNING_TEMPLATE, STRUCTURED_TEMPLATE } from '../fixture-templates.ts';
import { convertSmall } from '../test-support/convert-small.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const manuscript = readDocx(
  buildDocx({
    body: [
      p('Introduction'),
      p('Wildlife responds to disturbance (Tuomainen &amp; Candolin 2011). Cogdell (2008) showed it first.'),
      `<w:p>${run('Two papers followed, Müller et al. (2019a, b)')}<w:r><w:footnoteReference w:id="1"/></w:r>${run('.')}</w:p>`,
      p('Both agree (Smith et al., 2020; van der Berg 2018) and (Cogdell 2008, p. 5) again.'),
      p('One work is not listed (Nobody 2001).'),
      table(['Source', 'Smith and Roe (2019)']),
      p('References'),
      p('Cogdell, J. (2008) Bats in the wind over open farmland. Journal of Ecology, 12, 1-10.'),
      p('Müller, A., Schmidt, B. &amp; Roe, C. (2019a) Foraging of bats near turbines. Oikos, 3, 4-5.'),
      p('Müller, A., Schmidt, B. &amp; Roe, C. (2019b) Roosting of bats near turbines. Oikos, 3, 6-7.'),
      p('Smith, J., Roe, B. &amp; Doe, C. (2020) Writing about wildlife and wind. Ecology, 9, 1-2.'),
      p('Smith, J. &amp; Roe, B. (2019) Reading about wildlife and wind. Ecology, 8, 3-4.'),
      p(
        'Tuomainen, U. &amp; Candolin, U. (2011) Behavioural responses to human-induced change. Biological Reviews, 86, 640-657.',
      ),
      p('van der Berg, P. (2018) Dutch bats and their summer roosts. Lutra, 1, 2-3.'),
    ].join(''),
    parts: {
      'word/footnotes.xml': {
        content: `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="${W}"><w:footnote w:id="1"><w:p>${run('See also Tuomainen and Candolin (2011).')}</w:p></w:footnote></w:footnotes>`,
        relType: 'footnotes',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml',
      },
    },
  }),
);
const steps: Parameters<typeof convertSmall>[1] = [
  ['main.introduction', ['Introduction', 'Wildlife', 'Two papers', 'Both agree', 'One work']],
  [
    'back.references',
    [
      'References',
      'Cogdell, J.',
      'Müller, A., Schmidt, B. & Roe, C. (2019a',
      'Müller, A., Schmidt, B. & Roe, C. (2019b',
      'Smith, J., Roe',
      'Smith, J. &',
      'Tuomainen',
      'van der Berg',
    ],
  ],
];
const texts = (output: Awaited<ReturnType<typeof convertSmall>>['output']) => [
  ...output.blocks.flatMap((b) =>
    b.type === 'paragraph'
      ? [b.text]
      : b.rows.flatMap((r) =>
          r.cells.flatMap((c) => c.blocks.map((x) => (x.type === 'paragraph' ? x.text : ''))),
        ),
  ),
  ...output.notes.flatMap((note) => note.paragraphs.map((paragraph) => paragraph.text)),
];

describe('hand-typed author-year citations going to a numbered journal', () => {
  it('numbers the list by first citation and writes every tied citation as its number', async () => {
    const { output, report } = await convertSmall(manuscript, steps, STRUCTURED_TEMPLATE);
    const all = texts(output);
    expect(all).toContain('Wildlife responds to disturbance [1]. Cogdell [2] showed it first.');
    expect(all).toContain('Two papers followed, Müller et al. [3,4].');
    // The footnote counts where its mark is: after Müller (2019a, b), before Smith.
    expect(all).toContain('See also Tuomainen and Candolin [1].');
    expect(all).toContain('Both agree [5,6] and [2, p. 5] again.');
    expect(all).toContain('Smith and Roe [7]');
    const list = all.slice(all.indexOf('References') + 1, all.indexOf('References') + 8);
    expect(list.map((entry) => /^\s*\[?(\d+)/.exec(entry)?.[1] ?? '')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(
      list.map((entry) => /\b(Tuomainen|Cogdell|Müller|Smith|van der Berg|Berg)\b/.exec(entry)?.[1]),
    ).toEqual(['Tuomainen', 'Cogdell', 'Müller', 'Müller', 'Smith', expect.stringMatching(/Berg/), 'Smith']);
    expect(list[2]).toMatch(/Foraging/);
    expect(list[3]).toMatch(/Roosting/);
    // "(Nobody 2001)" names no entry: it stays as written, and the report says so.
    expect(all).toContain('One work is not listed (Nobody 2001).');
    const left = report.problems.find((problem) => problem.code === 'citations_unlinked');
    expect(left?.detail).toMatch(/^1 author-year citation/);
  });

  it('writes the superscript form after the author of a narrative citation', async () => {
    const { output } = await convertSmall(manuscript, steps, LETTER_TEMPLATE);
    const intro = output.blocks.find((b) => b.type === 'paragraph' && b.text.startsWith('Wildlife'));
    expect(intro?.type === 'paragraph' && intro.text).toBe(
      'Wildlife responds to disturbance1. Cogdell2 showed it first.',
    );
  });

  it('leaves author-year citations as written for an author-year journal, and reports nothing about them', async () => {
    const { output, report } = await convertSmall(manuscript, steps, RUNNING_TEMPLATE);
    const all = texts(output);
    expect(all).toContain(
      'Wildlife responds to disturbance (Tuomainen & Candolin 2011). Cogdell (2008) showed it first.',
    );
    expect(all).toContain(
      'Both agree (Smith et al., 2020; van der Berg 2018) and (Cogdell 2008, p. 5) again.',
    );
    expect(report.problems.filter((problem) => problem.code === 'citations_unlinked')).toEqual([]);
  });
});
