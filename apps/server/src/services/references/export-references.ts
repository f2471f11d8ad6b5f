import type { CslItem, ExportFormat, ReferenceSetting } from '@galley/contracts';
import { writeBibtex, writeCslJson, writeNbib, writeRis, writeText } from '@galley/references';
import { writeDocx } from '@galley/references/docx';
import { AppError } from '../../errors/app-error.ts';
import { resolveReferenceSetting } from './resolve-reference-setting.ts';

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const FILES: Record<ExportFormat, { contentType: string; fileName: string }> = {
  text: { contentType: 'text/plain; charset=utf-8', fileName: 'references.txt' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', fileName: 'references.ris' },
  nbib: { contentType: 'application/x-nbib; charset=utf-8', fileName: 'references.nbib' },
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', fileName: 'references.bib' },
  'csl-json': { contentType: 'application/vnd.citationstyles.csl+json', fileName: 'references.json' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileName: 'references.docx',
  },
};

/** A list → the file in the asked format; text and docx are styled with the setting (default NLM). */
export async function exportReferences(
  items: CslItem[],
  format: ExportFormat,
  setting: ReferenceSetting | undefined,
): Promise<ExportedFile> {
  if (items.length === 0) throw new AppError('bad_request', 'There are no valid references to export.');
  const write = async (): Promise<string | Uint8Array> => {
    switch (format) {
      case 'text':
        return writeText(items, resolveReferenceSetting(setting));
      case 'docx':
        return writeDocx(items, resolveReferenceSetting(setting));
      case 'ris':
        return writeRis(items);
      case 'nbib':
        return writeNbib(items);
      case 'bibtex':
        return writeBibtex(items);
      case 'csl-json':
        return writeCslJson(items);
    }
  };
  const written = await write();
  return {
    ...FILES[format],
    body: typeof written === 'string' ? Buffer.from(written) : Buffer.from(written),
  };
}
