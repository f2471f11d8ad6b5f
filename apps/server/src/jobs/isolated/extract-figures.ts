import { strFromU8, unzipSync } from 'fflate';

export interface ExtractedFigure {
  /** `Figure 1.png`, … in the order the images appear in the document. */
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  emf: 'image/emf',
  wmf: 'image/wmf',
  webp: 'image/webp',
};
/** One image larger than this is not a figure we hand back (the upload is ≤ 10 MB compressed anyway). */
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;

/**
 * The images of a .docx that the converted text leaves out (spec §1), as Figure 1…n in document order: the
 * body's `r:embed`/`r:link` ids resolved through document.xml.rels to word/media files; media the body never
 * names follow in name order. Never throws: an unreadable package has no figures.
 */
export function extractFigures(docx: Uint8Array): ExtractedFigure[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(docx, {
      filter: (file) =>
        file.originalSize <= MAX_IMAGE_BYTES &&
        (file.name === 'word/document.xml' ||
          file.name === 'word/_rels/document.xml.rels' ||
          file.name.startsWith('word/media/')),
    });
  } catch {
    return [];
  }
  const targets = relationshipTargets(files['word/_rels/document.xml.rels']);
  const ordered: string[] = [];
  const body = files['word/document.xml'] ? strFromU8(files['word/document.xml']) : '';
  for (const [, id] of body.matchAll(/\br:(?:embed|link)="([^"]+)"/g)) {
    const target = id && targets.get(id);
    if (target && files[target] && !ordered.includes(target)) ordered.push(target);
  }
  for (const name of Object.keys(files).sort())
    if (name.startsWith('word/media/') && !ordered.includes(name)) ordered.push(name);
  return ordered
    .flatMap((path) => {
      const extension = path.split('.').pop()?.toLowerCase() ?? '';
      const contentType = TYPES[extension];
      const bytes = files[path];
      return contentType && bytes ? [{ name: extension, contentType, bytes }] : [];
    })
    .map((figure, index) => ({ ...figure, name: `Figure ${index + 1}.${figure.name}` }));
}

function relationshipTargets(rels: Uint8Array | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  if (!rels) return targets;
  for (const [element] of strFromU8(rels).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(element)?.[1];
    const target = /\bTarget="([^"]+)"/.exec(element)?.[1];
    if (!id || !target || /TargetMode="External"/.test(element)) continue;
    targets.set(id, target.startsWith('/') ? target.slice(1) : `word/${target.replace(/^\.\//, '')}`);
  }
  return targets;
}
