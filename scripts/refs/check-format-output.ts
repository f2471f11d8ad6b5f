// Proves a formatter change keeps its output: formats real items (2,000 MEDLINE records, 1,000 PubMed XML records
// spread over the corpus, 500 parsed dev strings) with every preset, and with a variant of each preset whose
// author element abbreviates by another initials rule (the 17 variants cycle through the 8) and flips name
// normalisation, then records the texts, HTML and runs (`--record FILE`) or compares them
// with a recording (`--against FILE`). The items themselves are recorded too, so a change to a reader or to the
// parser does not show up as a formatter difference.
// Run from the repo root: npx tsx scripts/refs/check-format-output.ts --record /tmp/format-before.json.gz, change
// the formatter, then npx tsx scripts/refs/check-format-output.ts --against /tmp/format-before.json.gz (exit code
// 1 on any difference).
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { formatReference } from '../../packages/references/src/format/format-reference.ts';
import { parseReferenceString } from '../../packages/references/src/parser/parse-reference-string.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import { findPreset } from '../../packages/references/src/presets/find-preset.ts';
import { readNbib } from '../../packages/references/src/readers/read-nbib.ts';
import { pubmedXmlItems } from './pubmed-xml-items.ts';
import { sharedDataPath } from './shared-data-path.ts';

const args = process.argv.slice(2);
const record = args[args.indexOf('--record') + 1];
const against = args[args.indexOf('--against') + 1];
if (!(args.includes('--record') && record) && !(args.includes('--against') && against)) {
  throw new Error('Usage: check-format-output.ts --record FILE | --against FILE');
}

interface Recording {
  items: CslItem[];
  /** Per template (in `templateNames` order), per item: text, html and runs. */
  outputs: unknown[][];
  templateNames: string[];
}

function templates(): [string, ReferenceTemplate][] {
  const result: [string, ReferenceTemplate][] = [];
  CITATION_PRESETS.forEach((preset, index) => {
    const template = findPreset(preset.id);
    if (!template) throw new Error(`Preset ${preset.id} missing`);
    result.push([preset.id, template]);
    const abbreviateRule = {
      period: (index & 1) === 1,
      space: (index & 2) === 2,
      keepHyphen: (index & 4) === 4,
    };
    result.push([
      `${preset.id} initials ${JSON.stringify(abbreviateRule)}`,
      {
        ...template,
        elements: template.elements.map((element) =>
          element.element === 'author'
            ? {
                ...element,
                abbreviateFirstName: true,
                normalizeAuthorName: !element.normalizeAuthorName,
                abbreviateRule,
              }
            : element,
        ),
      },
    ]);
  });
  return result;
}

function loadItems(): CslItem[] {
  const gunzip = (relative: string) => gunzipSync(fs.readFileSync(sharedDataPath(relative))).toString('utf8');
  const medline = readNbib(gunzip('pubmed/medline-records.txt.gz'), { maxBytes: Number.POSITIVE_INFINITY })
    .items.filter((_, index) => index % 2 === 0)
    .slice(0, 2000);
  const xml = pubmedXmlItems(gunzip('pubmed/pubmed-articles.xml.gz'));
  const step = Math.max(1, Math.floor(xml.length / 1000));
  const spread = xml.filter((_, index) => index % step === 0).slice(0, 1000);
  const strings = gunzip('references/reference-strings-with-pmid.dev.tsv.gz')
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t')[1] ?? '')
    .filter((text, index) => text && index % 24 === 0)
    .slice(0, 500);
  const parsed = strings.map((text, index) => parseReferenceString(text, `dev-${index}`));
  // Through JSON, as recorded, so both runs format items of the very same shape.
  return JSON.parse(JSON.stringify([...medline, ...spread, ...parsed])) as CslItem[];
}

function formatAll(items: CslItem[]): { outputs: unknown[][]; templateNames: string[]; ms: number } {
  const all = templates();
  const start = performance.now();
  const outputs = all.map(([, template]) =>
    items.map((item, index) => {
      const { text, html, runs } = formatReference(item, template, index + 1);
      return { text, html, runs };
    }),
  );
  return { outputs, templateNames: all.map(([name]) => name), ms: performance.now() - start };
}

if (args.includes('--record') && record) {
  const items = loadItems();
  const { outputs, templateNames, ms } = formatAll(items);
  console.log(`formatted ${items.length} items × ${templateNames.length} templates in ${ms.toFixed(0)} ms`);
  const recording: Recording = { items, outputs: JSON.parse(JSON.stringify(outputs)), templateNames };
  fs.writeFileSync(record, gzipSync(JSON.stringify(recording)));
  console.log(`recorded to ${record}`);
} else if (against) {
  const before = JSON.parse(gunzipSync(fs.readFileSync(against)).toString('utf8')) as Recording;
  const { outputs, templateNames, ms } = formatAll(before.items);
  console.log(
    `formatted ${before.items.length} items × ${templateNames.length} templates in ${ms.toFixed(0)} ms`,
  );
  if (!isDeepStrictEqual(templateNames, before.templateNames))
    throw new Error('The recording is of other templates.');
  const now = JSON.parse(JSON.stringify(outputs)) as unknown[][];
  let differing = 0;
  let total = 0;
  now.forEach((perItem, template) => {
    perItem.forEach((output, index) => {
      total++;
      if (isDeepStrictEqual(output, before.outputs[template]?.[index])) return;
      if (differing++ < 10) {
        console.log(
          `${templateNames[template]} #${index}\n  before ${JSON.stringify(before.outputs[template]?.[index])}`,
        );
        console.log(`  after  ${JSON.stringify(output)}`);
      }
    });
  });
  console.log(`${total - differing} of ${total} formatted entries identical, ${differing} differ`);
  if (differing > 0) process.exitCode = 1;
}
