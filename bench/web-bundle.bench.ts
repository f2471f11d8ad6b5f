// The JavaScript a first visit to the home page downloads, from the built web app (apps/web/dist):
// index.html's entry script and modulepreloads with every chunk they import statically, then the home
// route's lazy chunk and the catalogues its loaders fetch, each raw, gzip and Brotli. Printed, never asserted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestFile)
  ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  : {};

/** Chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), resolved to dist paths. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const specifier = match[1] ?? '';
    found.push(path.posix.join(path.posix.dirname(file), specifier));
  }
  return found;
}

/** `files` and everything they import statically, minus what `loaded` already holds. */
function closure(files: string[], loaded: Set<string>): string[] {
  const added: string[] = [];
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (loaded.has(file)) continue;
    loaded.add(file);
    added.push(file);
    queue.push(...staticImports(file));
  }
  return added;
}

const fromHtml = [
  ...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1] ?? '');

// The home route's own code, and the English catalogues fetched before it renders: the shell's
// (SHELL_NAMESPACES in apps/web/src/lib/i18n/i18n.ts; `common` is bundled) and the page's own (its
// namespacesLoader in apps/web/src/features/public/routes.tsx). Keep the two lists in step with those.
const HOME_MODULES = ['src/features/public/home/home-page.tsx'];
const HOME_CATALOGUES = ['src/locales/en/account.json', 'src/locales/en/home.json'];
const chunkOf = (source: string): string[] => {
  const chunk = manifest[source];
  return chunk ? [chunk.file] : [];
};

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
function sizesOf(files: string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const buffer = fs.readFileSync(path.join(dist, file));
    total.raw += buffer.length;
    total.gzip += zlib.gzipSync(buffer, { level: 9 }).length;
    total.brotli += zlib.brotliCompressSync(buffer, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const row = (name: string, count: number, sizes: Sizes) =>
  console.log(name.padEnd(34), String(count).padStart(6), kb(sizes.raw), kb(sizes.gzip), kb(sizes.brotli));

const loaded = new Set<string>();
const entry = closure(fromHtml, loaded);
const page = closure(HOME_MODULES.flatMap(chunkOf), loaded);
const catalogues = closure(HOME_CATALOGUES.flatMap(chunkOf), loaded);

console.log('Home route JavaScript (apps/web/dist)\n');
console.log(
  'part'.padEnd(34),
  'chunks'.padStart(6),
  'raw'.padStart(10),
  'gzip'.padStart(10),
  'brotli'.padStart(10),
);
row('index.html graph (entry + preloads)', entry.length, sizesOf(entry));
row('home page chunks', page.length, sizesOf(page));
row('home catalogues (en)', catalogues.length, sizesOf(catalogues));
row('home route total', loaded.size, sizesOf([...loaded]));
if (!fs.existsSync(manifestFile)) console.log('\n(no .vite/manifest.json: lazy chunks not counted)');
console.log(`\nindex.html: 1 entry script, ${fromHtml.length - 1} modulepreloads`);
console.log('largest chunks of the route:');
for (const file of [...loaded]
  .map((name) => ({ name, size: fs.statSync(path.join(dist, name)).size }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 8)) {
  console.log(`  ${file.name.padEnd(48)} ${kb(file.size)}`);
}
