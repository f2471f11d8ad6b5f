// Every shared dev manuscript converted with every journal template family of @galley/journals (original article):
// the round trip holds for all of them, and the outputs export to PDF in LibreOffice. The PDF part is SLOW: by
// default it converts the family outputs of two manuscripts (the largest with equations and the one with notes) in one
// soffice run; GALLEY_WRITER_ALL_PDF=1 converts all of them (9 manuscripts × 19 families, several minutes).
import { resolveTemplate, TEMPLATE_FAMILIES } from '@galley/journals';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertDevManuscripts, type DevConversion } from './test-support/convert-dev-manuscripts.ts';
import { convertToPdf, hasSoffice } from './test-support/convert-to-pdf.ts';
import { roundTripProblems } from './test-support/round-trip.ts';

const templates = Object.fromEntries(
  TEMPLATE_FAMILIES.map((family) => [family.id, resolveTemplate(family.id, 'original_article')]),
);
const PDF_SAMPLE = ['bioinf_cellmap_NAR_endnote', 'linguistics_zilo_libreoffice'];

describe('every dev manuscript with every template family', () => {
  let conversions: DevConversion[] = [];
  beforeAll(async () => {
    conversions = await convertDevManuscripts(templates);
  }, 900_000);

  it('offers at least fifteen families, each converting every manuscript', () => {
    expect(TEMPLATE_FAMILIES.length).toBeGreaterThanOrEqual(15);
    expect(conversions.length).toBe(TEMPLATE_FAMILIES.length * 9);
  });

  it('reads back every section in the family order with the same text', () => {
    expect(conversions.flatMap(roundTripProblems)).toEqual([]);
  });

  it.runIf(hasSoffice())(
    'exports the outputs to PDF in LibreOffice (slow)',
    async () => {
      const all = process.env.GALLEY_WRITER_ALL_PDF === '1';
      const chosen = conversions.filter((c) => all || PDF_SAMPLE.some((name) => c.file.includes(name)));
      const { results, exitCode, stderr } = await convertToPdf(
        chosen.map((c) => ({
          name: `${c.file
            .split('/')
            .pop()
            ?.replace(/\.docx$/, '')}.${c.templateName}`,
          docx: c.docx,
        })),
        all ? 1_700_000 : 280_000,
      );
      expect(exitCode).toBe(0);
      expect(stderr).not.toMatch(/error/i);
      for (const { name, pdf } of results) {
        expect(pdf, name).toBeDefined();
        expect(new TextDecoder().decode(pdf?.subarray(0, 5)), name).toBe('%PDF-');
      }
    },
    1_800_000,
  );
});
