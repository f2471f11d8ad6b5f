import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { isFigureCaption } from './captions.ts';

const paragraph = (text: string): Paragraph => testParagraph('p1', text);

describe('isFigureCaption', () => {
  it('reads a number and a capitalised title with no punctuation between as a caption (Springer)', () => {
    for (const text of [
      'Fig. 3 Patients suffering from chronic pain by age group',
      'Fig. 1 A total of 876 patients with stage 1 tumours were included in the analysis',
      'Figure 2. Study flow chart',
      'Fig. 1The micro-defect of the PC plate after hot embossing',
    ])
      expect(isFigureCaption(paragraph(text)), text).toBe(true);
  });

  it('leaves running text that names a figure or its panels alone', () => {
    for (const text of [
      'Figure 3 A and B show the response of both groups over time.',
      'Fig. 2 A–C summarise the counts at each site.',
      'Figure 4 shows the response of both groups over time.',
      'Figure 1A shows the response of both groups over time.',
      'Fig. 4Bii and 4Biii show the same cells after washout.',
    ])
      expect(isFigureCaption(paragraph(text)), text).toBe(false);
  });
});
