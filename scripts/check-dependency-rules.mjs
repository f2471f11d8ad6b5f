// Part of `npm run check`. Biome's noRestrictedImports guards import statements (biome.json);
// this guards what the linter cannot see: package manifests, and docs/ARCHITECTURE.md against the tree.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const problems = [];

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
const subdirs = (dir) =>
  fs.existsSync(path.join(repoRoot, dir))
    ? fs
        .readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
        .filter(
          // Dot folders are tools' data (.galley/ of a test server), never code.
          (entry) =>
            entry.isDirectory() &&
            !['node_modules', 'dist'].includes(entry.name) &&
            !entry.name.startsWith('.'),
        )
        .map((entry) => `${dir}/${entry.name}`)
    : [];
const depsOf = (dir) => {
  const manifest = readJson(`${dir}/package.json`);
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
};

// Pure packages: usable in the browser and on hostile input, so no I/O of their own.
const PURE_PACKAGES = new Set([
  '@galley/contracts',
  '@galley/journals',
  '@galley/llm',
  '@galley/manuscript',
  '@galley/references',
]);
const APPS = new Set(['@galley/server', '@galley/web', '@galley/cli']);

for (const dir of subdirs('packages')) {
  const name = readJson(`${dir}/package.json`).name;
  for (const dep of depsOf(dir)) {
    if (APPS.has(dep)) problems.push(`${dir}: packages never depend on apps (${dep})`);
  }
  if (name === '@galley/contracts') {
    for (const dep of depsOf(dir))
      if (dep !== 'zod') problems.push(`${dir}: contracts depends on zod only (${dep})`);
  }
}
for (const dep of depsOf('apps/web')) {
  if (dep.startsWith('@galley/') && !PURE_PACKAGES.has(dep)) {
    problems.push(`apps/web: the web app imports only contracts and pure packages (${dep})`);
  }
}

// docs/ARCHITECTURE.md names every room, and every path it names exists.
const doc = fs.readFileSync(path.join(repoRoot, 'docs/ARCHITECTURE.md'), 'utf8');
// Every folder is a room, except data folders whose children are not code: one folder per language
// under locales/, and drizzle-kit's migration metadata.
const NOT_ROOMS = [/\/locales\/[a-z]{2}$/, /\/migrations\/meta$/];
const walk = (dir) =>
  subdirs(dir).flatMap((child) => (NOT_ROOMS.some((re) => re.test(child)) ? [] : [child, ...walk(child)]));
const rooms = ['apps', 'packages', 'e2e', 'scripts', 'bench'].flatMap(walk);
for (const room of rooms) {
  if (!doc.includes(`${room}/`)) problems.push(`docs/ARCHITECTURE.md does not name ${room}/`);
}
for (const match of doc.matchAll(/`((?:apps|packages|e2e|scripts|docs)\/[\w./-]+?)\/?`/g)) {
  const named = match[1] ?? '';
  if (!named.includes('*') && !fs.existsSync(path.join(repoRoot, named))) {
    problems.push(`docs/ARCHITECTURE.md names ${named}, which does not exist`);
  }
}

if (problems.length) {
  console.error(`Dependency and architecture rules broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`dependency rules: ok (${rooms.length} rooms documented)`);
