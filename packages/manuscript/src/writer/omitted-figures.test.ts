import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertSmall } from './test-support/convert-small.ts';

const WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
const image = (descr = '') =>
  `<w:p><w:r><w:drawing><wp:inline xmlns:wp="${WP}"><wp:docPr id="1" name="Picture"${descr ? ` descr="${descr}"` : ''}/></wp:inline></w:drawing></w:r></w:p>`;

describe('images left out are listed in the compliance report (issue 15)', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Results'),
        p('Most plots held the species.'),
        image(),
        p('Figure 1. Map of the study sites in the hills.'),
        p('Growth was faster in wet years.'),
        image('Scatter of growth against rainfall'),
        p('The last plot was dry.'),
        image(),
      ].join(''),
    }),
  );

  it('names each figure left out as Figure 1…n, with its caption or description when there is one', async () => {
    const { report } = await convertSmall(manuscript, [
      ['main.results', ['Results', 'Most plots', 'Growth', 'The last']],
      ['back.figure_legends', ['Figure 1.']],
    ]);
    const figures = report.changes.filter((c) => c.kind === 'omitted' && /^Figure \d/.test(c.detail));
    expect(figures.map((c) => c.detail)).toEqual([
      'Figure 1 left out (images are not carried into the converted file): "Figure 1. Map of the study sites in the hills."',
      'Figure 2 left out (images are not carried into the converted file): "Scatter of growth against rainfall"',
      'Figure 3 left out (images are not carried into the converted file); no caption found.',
    ]);
  });
});
