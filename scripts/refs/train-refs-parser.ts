// Trains the reference-string tagger and writes packages/references/src/parser/reference-tagger-model.json.
// Training strings: anystyle's 1,514 hand-labelled references, plus strings rendered from real PubMed records
// with our own presets (randomly varied) and books, chapters, reports, web pages, conference papers and
// preprints rendered from them (render-non-articles.ts). Records cited by the dev strings are left out, so `npm run eval:refs`
// measures the parser on papers it never saw rendered.
// Run: npx tsx scripts/refs/train-refs-parser.ts [--rendered N] [--epochs N] [--non-articles N] [--out FILE] (a candidate
// elsewhere than the shipped file, to evaluate with `npm run eval:refs -- --model FILE`).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDevStrings, loadPubmedItems } from './load-pubmed-items.ts';
import { readAnystyle } from './read-anystyle.ts';
import { sharedDataPath } from './shared-data-path.ts';
import { DEFAULT_EPOCHS, DEFAULT_RENDERED, trainWithRecipe } from './train-recipe.ts';

const { values } = parseArgs({
  options: {
    rendered: { type: 'string', default: String(DEFAULT_RENDERED) },
    epochs: { type: 'string', default: String(DEFAULT_EPOCHS) },
    copies: { type: 'string' },
    augmented: { type: 'string' },
    'non-articles': { type: 'string' },
    out: { type: 'string' },
  },
});
const started = Date.now();
const anystyle = readAnystyle(
  fs.readFileSync(sharedDataPath('references/anystyle-core.labelled.xml'), 'utf8'),
);
const devPmids = new Set(loadDevStrings().map((row) => row.pmid));
const items = [...loadPubmedItems().values()].filter((item) => !devPmids.has(item.PMID ?? ''));
console.log(`${anystyle.length} anystyle strings; rendering ${values.rendered} from ${items.length} records`);
const model = trainWithRecipe({
  anystyle,
  items,
  rendered: Number(values.rendered),
  epochs: Number(values.epochs),
  seed: 4,
  ...(values.copies ? { anystyleCopies: Number(values.copies) } : {}),
  ...(values.augmented ? { augmented: Number(values.augmented) } : {}),
  ...(values['non-articles'] ? { nonArticles: Number(values['non-articles']) } : {}),
  log: (line) => console.log(line),
});
const target = values.out
  ? path.resolve(values.out)
  : path.resolve(import.meta.dirname, '../../packages/references/src/parser/reference-tagger-model.json');
fs.writeFileSync(target, JSON.stringify(model));
const size = fs.statSync(target).size;
console.log(
  `${Object.keys(model.features).length} features, temperature ${model.temperature}, ` +
    `${(size / 1e6).toFixed(2)} MB → ${path.relative(process.cwd(), target)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
