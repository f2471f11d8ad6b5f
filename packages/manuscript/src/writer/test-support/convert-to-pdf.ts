// Test-only: LibreOffice headless turns .docx files into PDFs, as the issue's acceptance asks ("opens in LibreOffice
// and converts to PDF without errors"). One soffice run for many files (start-up dominates), through the same runner
// as .doc conversion (src/node/run-soffice.ts: private profile, process group killed on timeout).
// biome-ignore lint/style/noRestrictedImports: test-only helper that runs LibreOffice; imported by *.test.ts only.
import { spawnSync } from 'node:child_process';
// biome-ignore lint/style/noRestrictedImports: test-only helper (temporary files for LibreOffice).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertWithSoffice } from '../../node/run-soffice.ts';

export const soffice = process.env.GALLEY_SOFFICE ?? 'soffice';

export function hasSoffice(): boolean {
  return spawnSync(soffice, ['--version'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
}

export interface PdfResult {
  name: string;
  pdf: Uint8Array | undefined;
}

/** Writes each document to a temporary folder, converts them all to PDF in one soffice run, reads the PDFs back. */
export async function convertToPdf(
  documents: { name: string; docx: Uint8Array }[],
  timeoutMs = 280_000,
): Promise<{ results: PdfResult[]; exitCode: number | null; stderr: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-writer-pdf-'));
  try {
    const inputs = documents.map(({ name, docx }) => {
      const file = path.join(folder, `${name}.docx`);
      fs.writeFileSync(file, docx);
      return file;
    });
    const out = path.join(folder, 'pdf');
    const { code: exitCode, stderr } = await convertWithSoffice({
      soffice,
      folder,
      format: 'pdf',
      outdir: out,
      inputs,
      timeoutMs,
    });
    const results = documents.map(({ name }) => {
      const file = path.join(out, `${name}.pdf`);
      return { name, pdf: fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined };
    });
    return { results, exitCode, stderr };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
