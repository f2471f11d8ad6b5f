import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Sizes and modification times of the code that turns the corpus into records (this package's sources, or the
 * bundle it was built into, and @galley/references' readers and value parsers): a cached corpus is stale as soon as
 * any of it changes.
 */
export function codeFingerprint(): string {
  const file = fileURLToPath(import.meta.url);
  const packageSrc = path.resolve(path.dirname(file), '..');
  // In a checkout: the folders that read and index records; in a bundle: the bundle file itself.
  const own = ['records', 'xml', 'local-server'].map((folder) => path.join(packageSrc, folder));
  const roots = own.every((folder) => fs.existsSync(folder)) ? own : [file];
  try {
    // The MEDLINE mapping's part of the reference engine (other engine work leaves the cache valid).
    const references = path.dirname(fileURLToPath(import.meta.resolve('@galley/references')));
    roots.push(path.join(references, 'readers'), path.join(references, 'model'));
  } catch {
    // Bundled without the package sources: the bundle's own files (above) carry the code.
  }
  const parts: string[] = [];
  const visit = (folder: string) => {
    if (fs.statSync(folder).isFile()) {
      const stat = fs.statSync(folder);
      parts.push(`${folder}:${stat.size}:${stat.mtimeMs}`);
      return;
    }
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(full);
      } else if (!entry.name.endsWith('.test.ts')) {
        const stat = fs.statSync(full);
        parts.push(`${full}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  for (const root of roots) if (fs.existsSync(root)) visit(root);
  return parts.sort().join('\n');
}
