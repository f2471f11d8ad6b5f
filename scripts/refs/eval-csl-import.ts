import fs from 'node:fs';
import path from 'node:path';
import type { CslItem } from '@galley/contracts';
import CSL from 'citeproc';
import { cslWarningText } from '../../packages/references/src/csl/csl-warning-text.ts';
import { importCslStyle } from '../../packages/references/src/csl/import-csl-style.ts';
import { formatReference } from '../../packages/references/src/format/format-reference.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import { citeprocItem, citeprocText } from './csl-roundtrip-item.ts';
import { printTable } from './print-table.ts';
import { sharedDataPath } from './shared-data-path.ts';

/**
 * (2) Imports `count` real CSL styles — spread over the shared styles, leaving out the presets' own (their
 * templates were written from them) — and reports per style the elements mapped, what was not, and how often
 * our formatting with the imported template equals citeproc-js with the original style on the sample articles.
 * `offset` picks another spread of styles (a held-out check of rules made while reading the default 20).
 */
export function evalCslImport(count: number, items: CslItem[], offset = 0): void {
  const folder = sharedDataPath('journals/csl-styles');
  const presetStyles = new Set(CITATION_PRESETS.map((preset) => preset.csl));
  const candidates = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.csl') && !presetStyles.has(file))
    .sort();
  const step = Math.max(1, Math.floor(candidates.length / count));
  const chosen = candidates.filter((_, index) => index % step === offset % step).slice(0, count);
  const locale = fs.readFileSync(sharedDataPath('journals/csl-locales/locales-en-US.xml'), 'utf8');
  const rows: (string | number)[][] = [];
  const tally = new Map<string, number>();
  for (const file of chosen) {
    const xml = fs.readFileSync(path.join(folder, file), 'utf8');
    const { template, warnings } = importCslStyle(xml);
    for (const warning of warnings) {
      const line = cslWarningText(warning);
      tally.set(line, (tally.get(line) ?? 0) + 1);
    }
    let identical = '–';
    if (template) {
      const cslItems = new Map(items.map((item) => [item.id, citeprocItem(item, template)]));
      const engine = new CSL.Engine(
        { retrieveLocale: () => locale, retrieveItem: (id: string) => cslItems.get(id) },
        xml,
        'en-US',
      );
      let same = 0;
      for (const item of items) {
        engine.updateItems([item.id]);
        const theirs = citeprocText(engine.makeBibliography()[1][0] ?? '');
        if (theirs === formatReference(item, template, 1).text.replace(/\s+/g, ' ').trim()) same++;
      }
      identical = `${((100 * same) / items.length).toFixed(1)} %`;
    }
    const unmapped = warnings
      .filter((warning) => warning.code !== 'unsupported-condition')
      .map((warning) => (warning.detail ? `${warning.code}:${warning.detail}` : warning.code));
    rows.push([
      file.replace(/\.csl$/, ''),
      template ? template.elements.map((element) => element.element).join(' ') : '(none)',
      identical,
      unmapped.length,
      unmapped.slice(0, 4).join(', ') + (unmapped.length > 4 ? ', …' : ''),
    ]);
  }
  printTable(['style', 'elements mapped (in order)', 'identical', 'unmapped', 'first unmapped'], rows);
  console.log('\nWhat could not be mapped, over the styles (count of styles):');
  for (const [line, times] of [...tally.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(times).padStart(2)}  ${line}`);
  }
}
