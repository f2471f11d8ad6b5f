// `npm run eval:csl`: CSL import and export of reference templates (issue 16, acceptance 2).
// (1) Each of the 17 presets exported as a CSL 1.0.2 style, 2,000 PubMed journal articles rendered by citeproc-js
// with it, and the share of entries identical to our own formatting (white space normalised). Goal ≥ 99 %.
// (2) 20 real CSL styles of ../shared/data/journals/csl-styles imported into templates: what mapped, what not.
// Options: --only 1|2, --records 2000, --examples N (differences printed per preset), --presets a,b, --styles 20,
// --import-records 500 (articles per imported style), --style-offset N (another spread of styles: held out).
// (3) Issue 18: the exported styles' per-type layouts — the non-article items of eval-non-articles.ts (--per-type
// 100) and PubMed journal articles without a volume (--records of them) rendered by citeproc-js with the export.
import { parseArgs } from 'node:util';
import { evalCslExport } from './eval-csl-export.ts';
import { evalCslImport } from './eval-csl-import.ts';
import { exportedLayoutItems } from './exported-layout-items.ts';
import { loadPubmedItems } from './load-pubmed-items.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    records: { type: 'string', default: '2000' },
    examples: { type: 'string', default: '0' },
    styles: { type: 'string', default: '20' },
    presets: { type: 'string' },
    'import-records': { type: 'string', default: '500' },
    'style-offset': { type: 'string', default: '0' },
    'per-type': { type: 'string', default: '100' },
  },
});
const run = (part: string) => !values.only || values.only.includes(part);

const wanted = Number(values.records);
// The sample of eval-refs (c): journal articles with the fields every style prints, every n-th record.
const articles = [...loadPubmedItems().values()].filter(
  (item) =>
    item.author?.length && item.title && item['container-title'] && item.issued && item.volume && item.page,
);
const step = Math.max(1, Math.floor(articles.length / wanted));
const sample = articles.filter((_, index) => index % step === 0).slice(0, wanted);

if (run('1')) {
  console.log(
    `\n(1) Presets exported as CSL, rendered by citeproc-js, on ${sample.length} PubMed articles\n`,
  );
  evalCslExport(sample, {
    examples: Number(values.examples),
    ...(values.presets ? { presets: values.presets.split(',') } : {}),
  });
}
if (run('2')) {
  const few = sample.slice(0, Number(values['import-records']));
  console.log(
    `\n(2) Import of ${values.styles} real CSL styles; "identical": our formatting with the imported template ` +
      `equal to citeproc-js with the original style, on ${few.length} of the articles\n`,
  );
  evalCslImport(Number(values.styles), few, Number(values['style-offset']));
}
if (run('3')) {
  const perType = Number(values['per-type']);
  const others = exportedLayoutItems(perType, wanted);
  console.log(
    `\n(3) Per-type layouts of the exported styles: ${others.length} items (${perType} of each non-article ` +
      'type, and journal articles without a volume)\n',
  );
  evalCslExport(others, {
    examples: Number(values.examples),
    ...(values.presets ? { presets: values.presets.split(',') } : {}),
  });
}
