// `npm run eval:tagging:variants`: the local tagger's macro token-F1 on each dev manuscript as written and in the
// layouts of layout-variants.ts (the same words; gold spans of a removed line are dropped). A general check that
// a rule does not lean on one layout: a variant should score about as the manuscript as written. Printed, not
// asserted; never reads the holdout.
import fs from 'node:fs';
import path from 'node:path';
import { readDocx, tagLocal } from '@galley/manuscript';
import { printTable } from '../refs/print-table.ts';
import { LAYOUT_VARIANTS } from './layout-variants.ts';
import { readGold } from './read-gold.ts';
import { sharedDataPath } from './shared-data-path.ts';
import { f1, tokenCounts } from './token-scores.ts';

const GOLD = path.join(import.meta.dirname, 'gold');
const names = fs
  .readdirSync(GOLD)
  .filter((name) => name.endsWith('.gold'))
  .map((name) => name.replace(/\.gold$/, ''))
  .sort();
const rows = names.map((name) => {
  const written = readDocx(new Uint8Array(fs.readFileSync(sharedDataPath(`manuscripts/${name}.docx`))));
  const gold = readGold(path.join(GOLD, `${name}.gold`), written);
  return [
    name.split('_')[1] ?? name,
    ...Object.values(LAYOUT_VARIANTS).map((variant) => {
      const manuscript = variant(structuredClone(written));
      const kept = new Set(manuscript.blocks.map((block) => block.id));
      const counts = tokenCounts(
        manuscript,
        gold.filter((span) => kept.has(span.block)),
        tagLocal(manuscript),
      );
      const scores = [...counts.values()].map(f1);
      return (scores.reduce((a, b) => a + b, 0) / Math.max(scores.length, 1)).toFixed(3);
    }),
  ];
});
console.log(
  'Macro token-F1 of the local tagger on the dev manuscripts in other layouts (layout-variants.ts)\n',
);
printTable(['manuscript', ...Object.keys(LAYOUT_VARIANTS)], rows);
