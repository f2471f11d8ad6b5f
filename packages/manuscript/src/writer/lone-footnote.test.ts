import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertSmall, paragraphStarting } from './test-support/convert-small.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const note = (id: number, text: string) =>
  `<w:footnote w:id="${id}"><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:footnote>`;
const mark = (id: number) => `<w:r><w:footnoteReference w:id="${id}"/></w:r>`;
const FOOTNOTES = `<w:footnotes xmlns:w="${W}">${note(1, 'Funded by the trust.')}${note(2, 'An aside in a left-out paragraph.')}</w:footnotes>`;

describe('a footnote in an otherwise empty paragraph (issue 15)', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Introduction'),
        p('We looked at patients.'),
        `<w:p>${mark(1)}</w:p>`,
        p('Results'),
        p('They were well.'),
        `<w:p><w:r><w:t>Untagged words.</w:t></w:r>${mark(2)}</w:p>`,
      ].join(''),
      parts: { 'word/footnotes.xml': { content: FOOTNOTES, relType: 'footnotes' } },
    }),
  );
  const steps: Parameters<typeof convertSmall>[1] = [
    ['main.introduction', ['Introduction', 'We looked']],
    ['main.results', ['Results', 'They were']],
  ];

  it('is read onto the end of the paragraph before it, where tagging that paragraph carries it', () => {
    const host = paragraphStarting(manuscript, 'We looked');
    expect(host.inlines).toEqual([{ kind: 'note', at: host.text.length, note: 'fn1' }]);
  });

  it('is written into the output with its text', async () => {
    const { output } = await convertSmall(manuscript, steps);
    expect(output.notes.flatMap((n) => n.paragraphs.map((q) => q.text))).toContain('Funded by the trust.');
    expect(paragraphStarting(output, 'We looked').inlines.some((i) => i.kind === 'note')).toBe(true);
  });

  it('a note whose mark is left out is named in the report', async () => {
    const { report } = await convertSmall(manuscript, steps);
    const omitted = report.changes.filter((c) => c.kind === 'omitted' && /^Footnote/.test(c.detail));
    expect(omitted).toEqual([
      {
        kind: 'omitted',
        detail:
          'Footnote 2 ("An aside in a left-out paragraph.") left out: its mark is in no text carried over.',
      },
    ]);
  });
});
