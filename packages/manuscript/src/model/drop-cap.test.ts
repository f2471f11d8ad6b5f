import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';

const dropCap = (letter: string, kind = 'drop') =>
  p(
    letter,
    `<w:framePr w:dropCap="${kind}" w:lines="3" w:wrap="around" w:vAnchor="text" w:hAnchor="text"/>`,
    '<w:position w:val="-6"/><w:sz w:val="96"/>',
  );

describe('a drop cap (issue 15)', () => {
  it.each(['drop', 'margin'])('(%s) is joined with the first word of the paragraph it starts', (kind) => {
    const manuscript = readDocx(
      buildDocx({
        body: [p('Introduction'), dropCap('T', kind), p('he study began in May.'), p('Next.')].join(''),
      }),
    );
    const texts = manuscript.blocks.map((b) => (b.type === 'paragraph' ? b.text : ''));
    expect(texts).toEqual(['Introduction', 'The study began in May.', 'Next.']);
  });

  it('a frame that is no drop cap (w:dropCap="none") stays its own paragraph', () => {
    const manuscript = readDocx(buildDocx({ body: [dropCap('Boxed', 'none'), p('Text.')].join('') }));
    expect(manuscript.blocks.map((b) => (b.type === 'paragraph' ? b.text : ''))).toEqual(['Boxed', 'Text.']);
  });
});
