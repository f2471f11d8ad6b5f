import fs from 'node:fs';
import { type CslItem, ReferenceTemplate } from '@galley/contracts';
// citeproc-js (CommonJS, typed in citeproc.d.ts) is a dev-only dependency: the CSL processor to agree with.
import CSL from 'citeproc';
import { exportCslStyle } from '../../packages/references/src/csl/export-csl-style.ts';
import { formatReference } from '../../packages/references/src/format/format-reference.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import { citeprocItem, citeprocText } from './csl-roundtrip-item.ts';
import { printTable } from './print-table.ts';
import { sharedDataPath } from './shared-data-path.ts';

/** Share of entries citeproc-js prints with each preset's exported CSL style exactly as our formatter does. */
export function evalCslExport(
  items: CslItem[],
  options: { examples: number; presets?: string[] },
): Map<string, number> {
  const locale = fs.readFileSync(sharedDataPath('journals/csl-locales/locales-en-US.xml'), 'utf8');
  const results = new Map<string, number>();
  const rows: (string | number)[][] = [];
  for (const preset of CITATION_PRESETS) {
    if (options.presets && !options.presets.includes(preset.id)) continue;
    const template = ReferenceTemplate.parse(preset.template);
    const { style, warnings } = exportCslStyle(template, '2026-01-01T00:00:00Z');
    const cslItems = new Map(items.map((item) => [item.id, citeprocItem(item, template)]));
    const engine = new CSL.Engine(
      { retrieveLocale: () => locale, retrieveItem: (id: string) => cslItems.get(id) },
      style,
      'en-US',
    );
    let same = 0;
    const differences: string[] = [];
    // One item per bibliography, so citeproc numbers it 1 as our formatter numbers the first reference.
    for (const item of items) {
      engine.updateItems([item.id]);
      const theirs = citeprocText(engine.makeBibliography()[1][0] ?? '');
      const ours = formatReference(item, template, 1).text.replace(/\s+/g, ' ').trim();
      if (theirs === ours) same++;
      else if (differences.length < options.examples)
        differences.push(`  ours:     ${ours}\n  citeproc: ${theirs}`);
    }
    const share = same / items.length;
    results.set(preset.id, share);
    rows.push([
      preset.id,
      items.length,
      `${(100 * share).toFixed(1)} %`,
      warnings.map((w) => w.detail).join('; '),
    ]);
    if (differences.length) console.log(`${preset.id}: first differences\n${differences.join('\n')}`);
  }
  printTable(['preset', 'entries', 'identical', 'not exported'], rows);
  return results;
}
