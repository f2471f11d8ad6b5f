// SLOW (runs LibreOffice, about a minute on a busy machine): every shared dev manuscript converted with every fixture
// template must open in LibreOffice and export to PDF. One soffice run for all files; skipped, with a message, when
// LibreOffice is not installed.
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TEMPLATES } from './fixture-templates.ts';
import { convertDevManuscripts, type DevConversion } from './test-support/convert-dev-manuscripts.ts';
import { convertToPdf, hasSoffice, type PdfResult } from './test-support/convert-to-pdf.ts';

const available = hasSoffice();
if (!available) console.warn('LibreOffice (soffice) not found: the writer PDF test is skipped.');

describe.runIf(available)('converted manuscripts in LibreOffice (slow)', () => {
  let conversions: DevConversion[] = [];
  let pdf: { results: PdfResult[]; exitCode: number | null; stderr: string };
  beforeAll(async () => {
    conversions = await convertDevManuscripts(FIXTURE_TEMPLATES);
    pdf = await convertToPdf(
      conversions.map((c) => ({
        name: `${c.file
          .split('/')
          .pop()
          ?.replace(/\.docx$/, '')}.${c.templateName}`,
        docx: c.docx,
      })),
    );
  }, 600_000);

  it('exports every converted document to a PDF without errors', () => {
    expect(pdf.exitCode).toBe(0);
    expect(pdf.stderr).not.toMatch(/error/i);
    expect(pdf.results).toHaveLength(conversions.length);
    for (const { name, pdf: bytes } of pdf.results) {
      expect(bytes, name).toBeDefined();
      expect(new TextDecoder().decode(bytes?.subarray(0, 5)), name).toBe('%PDF-');
      // A real document, not an empty page: the text of a manuscript runs to several kilobytes of PDF.
      expect(bytes?.length ?? 0, name).toBeGreaterThan(5_000);
    }
  });
});
