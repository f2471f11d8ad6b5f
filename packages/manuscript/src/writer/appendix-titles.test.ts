import type { ArticleTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { boldP, buildDocx, p } from '../test-support/build-docx.ts';
import { STRUCTURED_TEMPLATE } from './fixture-templates.ts';
import { convertSmall } from './test-support/convert-small.ts';

const ELSEVIER_LIKE: ArticleTemplate = {
  ...STRUCTURED_TEMPLATE,
  sections: STRUCTURED_TEMPLATE.sections.map((s) =>
    s.from.includes('back.appendix') ? { ...s, heading: 'Appendix A. Supplementary data' } : s,
  ),
};
const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<w:p[ >](?:(?!<\/w:p>).)*<\/w:p>/gs)].map((m) => m[0].replace(/<[^>]+>/g, ''));

describe('each appendix keeps its own title (issue 15)', () => {
  it('writes "Appendix A", "Appendix B" and "Supplemental Material" under the template heading', async () => {
    const source = readDocx(
      buildDocx({
        body: [
          p('Introduction'),
          p('Noise harms reading (Appendix A).'),
          p('Appendix A'),
          boldP('Study Inclusion Criteria'),
          p('Studies manipulated background noise.'),
          p('Appendix B'),
          p('Effect sizes of the included studies.'),
          p('Supplemental Material'),
          p('Prior sensitivity analysis.'),
        ].join(''),
      }),
    );
    const { documentXml } = await convertSmall(
      source,
      [
        ['main.introduction', ['Introduction', 'Noise harms']],
        [
          'back.appendix',
          [
            'Appendix A',
            'Study Inclusion',
            'Studies manipulated',
            'Appendix B',
            'Effect sizes',
            'Supplemental',
            'Prior',
          ],
        ],
      ],
      ELSEVIER_LIKE,
    );
    const texts = paragraphsOf(documentXml);
    const at = texts.indexOf('Appendix A. Supplementary data');
    expect(at).toBeGreaterThan(0);
    expect(texts.slice(at + 1, at + 8)).toEqual([
      'Appendix A',
      'Study Inclusion Criteria',
      'Studies manipulated background noise.',
      'Appendix B',
      'Effect sizes of the included studies.',
      'Supplemental Material',
      'Prior sensitivity analysis.',
    ]);
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading2"\/>(?:(?!<\/w:p>).)*Appendix B/s);
  });

  it('drops only the generic heading over the whole part, never a numbered appendix title', async () => {
    const source = readDocx(
      buildDocx({
        body: [
          p('Introduction'),
          p('Details are in Appendix 1.'),
          boldP('Supplementary material:'),
          boldP('Appendix 1: Preliminary habitat data analysis'),
          p('Ten habitat variables were measured.'),
        ].join(''),
      }),
    );
    const { documentXml } = await convertSmall(source, [
      ['main.introduction', ['Introduction', 'Details']],
      ['back.appendix', ['Supplementary material', 'Appendix 1', 'Ten habitat']],
    ]);
    const texts = paragraphsOf(documentXml);
    const at = texts.indexOf('Supplementary material');
    expect(texts.slice(at, at + 3)).toEqual([
      'Supplementary material',
      'Appendix 1: Preliminary habitat data analysis',
      'Ten habitat variables were measured.',
    ]);
    expect(texts).not.toContain('Supplementary material:');
  });
});
