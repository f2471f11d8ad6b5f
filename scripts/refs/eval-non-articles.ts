// `npx tsx scripts/refs/eval-non-articles.ts [--per-type 200] [--examples 2] [--presets ama-11,apa-7]`: issue 18
// acceptance 2. Non-article CSL items (books, chapters, reports, theses, conference papers, web pages, preprints,
// datasets; non-article-items.ts) formatted with every preset and with citeproc-js on the preset's official CSL
// style; prints the share of identical entries (white space normalised) per preset and per type.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type CslItem, ReferenceTemplate } from '@galley/contracts';
import CSL from 'citeproc';
import { formatReference } from '../../packages/references/src/format/format-reference.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import { citeprocText, readOfficialStyle } from './citeproc-text.ts';
import { DELIBERATE_DIFFERENCES } from './deliberate-differences.ts';
import { loadPubmedItems } from './load-pubmed-items.ts';
import { NON_ARTICLE_TYPES, nonArticleItems } from './non-article-items.ts';
import { printTable } from './print-table.ts';
import { readAnystyle } from './read-anystyle.ts';
import { seededRandom } from './seeded-random.ts';
import { sharedDataPath } from './shared-data-path.ts';

const { values } = parseArgs({
  options: {
    'per-type': { type: 'string', default: '200' },
    examples: { type: 'string', default: '0' },
    presets: { type: 'string' },
    seed: { type: 'string', default: '18' },
  },
});
const labelled = readAnystyle(
  fs.readFileSync(sharedDataPath('references/anystyle-core.labelled.xml'), 'utf8'),
);
const items = nonArticleItems(
  [...loadPubmedItems().values()],
  labelled,
  Number(values['per-type']),
  seededRandom(Number(values.seed)),
);
const locale = fs.readFileSync(sharedDataPath('journals/csl-locales/locales-en-US.xml'), 'utf8');
// Older CSL styles read a meeting's name from `event`, CSL 1.0.2 from `event-title`: citeproc gets both.
const byId = new Map(items.map((item) => [item.id, { ...item, event: item['event-title'] }]));
const wanted = values.presets?.split(',');
console.log(
  `\nNon-article agreement with citeproc-js: ${items.length} items, ${values['per-type']} per type\n`,
);
const rows: (string | number)[][] = [];
const totals = new Map<string, [number, number]>();
for (const preset of CITATION_PRESETS) {
  if (!preset.csl || (wanted && !wanted.includes(preset.id))) continue;
  const style = readOfficialStyle(preset.csl);
  if (style === undefined) continue;
  const engine = new CSL.Engine(
    { retrieveLocale: () => locale, retrieveItem: (id: string) => byId.get(id) },
    style,
    'en-US',
  );
  const template = ReferenceTemplate.parse(preset.template);
  const same = new Map<string, number>();
  const shown = new Map<string, number>();
  for (const item of items) {
    engine.updateItems([item.id]);
    const theirs = citeprocText(engine.makeBibliography()[1][0] ?? '');
    const ours = formatReference(item as CslItem, template, 1)
      .text.replace(/\s+/g, ' ')
      .trim();
    if (theirs === ours) same.set(item.type, (same.get(item.type) ?? 0) + 1);
    else if ((shown.get(item.type) ?? 0) < Number(values.examples)) {
      shown.set(item.type, (shown.get(item.type) ?? 0) + 1);
      console.log(`${preset.id} ${item.type}\n  ours:     ${ours}\n  citeproc: ${theirs}`);
    }
  }
  const perType = Number(values['per-type']);
  const all = [...same.values()].reduce((sum, value) => sum + value, 0);
  rows.push([
    preset.id,
    ...NON_ARTICLE_TYPES.map((type) => `${((100 * (same.get(type) ?? 0)) / perType).toFixed(0)}`),
    `${((100 * all) / items.length).toFixed(1)} %`,
  ]);
  for (const type of NON_ARTICLE_TYPES) {
    const [hit, seen] = totals.get(type) ?? [0, 0];
    totals.set(type, [hit + (same.get(type) ?? 0), seen + perType]);
  }
}
const overall = NON_ARTICLE_TYPES.map((type): [number, number] => totals.get(type) ?? [0, 1]);
rows.push([
  'all presets',
  ...overall.map(([hit, seen]) => `${((100 * hit) / seen).toFixed(0)}`),
  `${((100 * overall.reduce((sum, [hit]) => sum + hit, 0)) / overall.reduce((sum, [, seen]) => sum + seen, 0)).toFixed(1)} %`,
]);
printTable(['preset (% identical)', ...NON_ARTICLE_TYPES, 'all'], rows);
console.log('\nDeliberate differences (and known ones outside the layouts):');
for (const { difference, reason } of DELIBERATE_DIFFERENCES) console.log(`- ${difference}: ${reason}.`);
