// npm run build -w apps/cli: dist/galley.js, run by bin/galley.mjs, and one bundle per command in dist/<command>/
// (command-table.ts imports each command's module lazily, so `galley --help` stays small and a command loads only
// what it uses).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const appDir = import.meta.dirname;
const dist = path.join(appDir, 'dist');
const PURE = 'our-modules-pure';

/**
 * Pure-JavaScript libraries a command's work loads, bundled with our code: tree-shaken, and one file for V8's code
 * cache instead of ~170 small modules (zod alone was 95 of them, its locales included) resolved and read one by one.
 */
const BUNDLED = new Set([
  'zod',
  'gpt-tokenizer',
  'saxes',
  'xmlchars',
  'fflate',
  'docx',
  'fast-xml-parser',
  'fast-xml-builder',
  'path-expression-matcher',
  'strnum',
  'anynum',
  'xml-naming',
  'is-unsafe',
  '@nodable/entities',
]);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Our workspace packages (TypeScript sources) and BUNDLED are bundled; every other package loads from node_modules. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@galley/') || BUNDLED.has(packageName(args.path))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Our modules have no side effects at load (house rule: pure modules, no bare imports), so a module none of whose
 * exports a command uses is left out with its imports. Without this esbuild keeps every module a package index
 * re-exports: `galley manuscript convert` loaded the BibTeX parser (~90 ms) through @galley/references' index.
 */
const ourModulesPure = {
  name: PURE,
  setup(context) {
    context.onResolve({ filter: /^(\.|@galley\/)/ }, async (args) => {
      if (args.pluginData === PURE) return undefined;
      const { kind, importer, resolveDir, with: attributes } = args;
      const resolved = await context.resolve(args.path, {
        kind,
        importer,
        resolveDir,
        with: attributes,
        pluginData: PURE,
      });
      if (resolved.errors.length || resolved.external || resolved.path.includes('/node_modules/'))
        return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

/**
 * JSON imports (the journal catalogue, the reference parser's model, the NLM abbreviations: ~5 MB) become
 * `JSON.parse('…')` instead of esbuild's object literals: V8 parses a JSON string faster than the same data as
 * JavaScript.
 */
const jsonAsParse = {
  name: 'json-as-parse',
  setup(context) {
    context.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      JSON.parse(text); // a broken file fails the build here, not at run time
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

// The commands command-table.ts loads: `import('./commands/<name>.ts')`.
const table = await readFile(path.join(appDir, 'src/command-table.ts'), 'utf8');
const commands = [...table.matchAll(/import\('\.\/commands\/([\w-]+)\.ts'\)/g)].map((match) => match[1]);

/**
 * In galley.js each command's module is the separately built dist/<name>/<name>.js. One build per command, because
 * esbuild's code splitting shares whatever any entry reaches: in one build, the refs command's readers were loaded
 * by every command that touches @galley/references.
 */
const commandsExternal = {
  name: 'commands-external',
  setup(context) {
    context.onResolve({ filter: /^\.\/commands\/[\w-]+\.ts$/ }, (args) => {
      const name = path.basename(args.path, '.ts');
      return commands.includes(name) ? { path: `./${name}/${name}.js`, external: true } : undefined;
    });
  },
};

const common = {
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: true,
  logLevel: 'warning',
  chunkNames: 'chunks/[name]-[hash]',
};

// Chunk names carry content hashes: old ones would pile up in dist/ with every build.
await rm(dist, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: { galley: path.join(appDir, 'src/main.ts') },
    outdir: dist,
    plugins: [commandsExternal, thirdPartyExternal, ourModulesPure, jsonAsParse],
  }),
  ...commands.map((name) =>
    build({
      ...common,
      entryPoints: { [name]: path.join(appDir, `src/commands/${name}.ts`) },
      outdir: path.join(dist, name),
      plugins: [thirdPartyExternal, ourModulesPure, jsonAsParse],
    }),
  ),
]);
console.log(`cli built: apps/cli/dist/galley.js and dist/{${commands.join(',')}}/`);
