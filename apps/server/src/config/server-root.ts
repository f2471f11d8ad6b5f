import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of apps/server. Found by walking up from this module, because the module runs both from
 * src/ (tsx, tests) and bundled into dist/ (npm start), at different depths.
 */
export function findServerRoot(from = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@galley/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${from}`);
    dir = parent;
  }
}
