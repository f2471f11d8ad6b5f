import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Each .docx opened by LibreOffice (headless, its own profile so it never meets another soffice) and saved as
 * UTF-8 text: a file LibreOffice cannot open has no text file, and that throws.
 */
export async function officeText(files: Record<string, Uint8Array>): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-walk-office-'));
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const file = path.join(dir, `${name}.docx`);
      fs.writeFileSync(file, bytes);
      return file;
    });
    const out = path.join(dir, 'out');
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'txt:Text (encoded):UTF8',
        '--outdir',
        out,
        ...inputs,
      ],
      { timeout: 240_000 },
    );
    const texts: Record<string, string> = {};
    for (const name of Object.keys(files)) {
      const txt = path.join(out, `${name}.txt`);
      if (!fs.existsSync(txt)) throw new Error(`LibreOffice did not open ${name}.docx`);
      texts[name] = fs.readFileSync(txt, 'utf8');
    }
    return texts;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
