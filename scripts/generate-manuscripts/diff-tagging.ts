// `npx tsx scripts/generate-manuscripts/diff-tagging.ts <file.docx> [...]`: the paragraphs where the local tagger
// and the gold (the .gold beside the file) disagree, for looking into the training split's errors.
import fs from 'node:fs';
import path from 'node:path';
import type { Paragraph } from '@galley/contracts';
import { readDocx, tagLocal } from '@galley/manuscript';
import { readGold } from '../manuscript/read-gold.ts';

for (const file of process.argv.slice(2)) {
  const manuscript = readDocx(new Uint8Array(fs.readFileSync(file)));
  const beside = file.replace(/\.docx$/, '.gold');
  // A dev manuscript's gold is in scripts/manuscript/gold/ (checking a regression, not tuning to it).
  const dev = path.join(import.meta.dirname, '../manuscript/gold', path.basename(beside));
  const gold = readGold(fs.existsSync(beside) ? beside : dev, manuscript);
  const tagged = tagLocal(manuscript);
  const stepsOf = (id: string, spans: { block: string; steps: string[] }[]) =>
    [...new Set(spans.filter((s) => s.block === id).flatMap((s) => s.steps))].sort().join('+') || '-';
  const predicted = tagged.steps.flatMap((s) =>
    s.highlights.map((h) => ({ block: h.block, steps: [s.step] })),
  );
  console.log(`== ${file}`);
  for (const block of manuscript.blocks) {
    if (block.type !== 'paragraph' || !block.text.trim()) continue;
    const want = stepsOf(block.id, gold);
    const got = stepsOf(block.id, predicted);
    if (want !== got)
      console.log(
        `${(block as Paragraph).id}\tgold ${want}\tgot ${got}\t${block.heading ? `[H${block.heading.level}] ` : ''}${block.text.slice(0, 70)}`,
      );
  }
}
