import fs from 'node:fs';
import path from 'node:path';
import { convertWithSoffice } from '../../packages/manuscript/src/node/run-soffice.ts';

/**
 * Sends generated .docx files through legacy Word: LibreOffice saves each as .doc, then opens the .doc and saves
 * .docx again, as the upload path does with a .doc. Two LibreOffice runs for the whole batch (it is slow to
 * start). Answers the round-tripped .docx bytes by name; the .doc files stay in `folder/doc/`.
 */
export async function throughDoc(folder: string, names: string[]): Promise<Map<string, Uint8Array>> {
  const docs = path.join(folder, 'doc');
  const back = path.join(folder, 'doc-docx');
  fs.mkdirSync(docs, { recursive: true });
  const soffice = process.env.GALLEY_SOFFICE ?? 'soffice';
  const run = (format: string, outdir: string, inputs: string[]) =>
    convertWithSoffice({ soffice, folder, format, outdir, inputs, timeoutMs: 300_000 });
  await run(
    'doc',
    docs,
    names.map((name) => path.join(folder, `${name}.docx`)),
  );
  await run(
    'docx',
    back,
    names.map((name) => path.join(docs, `${name}.doc`)),
  );
  const result = new Map<string, Uint8Array>();
  for (const name of names) {
    const file = path.join(back, `${name}.docx`);
    if (fs.existsSync(file)) result.set(name, new Uint8Array(fs.readFileSync(file)));
  }
  fs.rmSync(back, { recursive: true, force: true });
  fs.rmSync(path.join(folder, 'profile'), { recursive: true, force: true });
  return result;
}
