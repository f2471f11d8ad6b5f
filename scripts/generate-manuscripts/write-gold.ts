import type { Manuscript, Paragraph } from '@galley/contracts';
import { splitSentences } from '../../packages/manuscript/src/tagger/split-sentences.ts';
import { type GenBlock, type GenParagraph, textOf } from './generated-document.ts';

const LETTER = { background: 'B', methods: 'M', results: 'R', conclusions: 'C' } as const;
const norm = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * The gold file (scripts/manuscript/gold format) of a generated manuscript, from the paragraphs its reader found:
 * each generated paragraph is matched in order to the read paragraph with the same text, so ids are the reader's.
 * Throws when a paragraph cannot be found, so a generator or reader change that breaks the alignment is noticed.
 */
export function writeGold(name: string, family: string, blocks: GenBlock[], manuscript: Manuscript): string {
  const read = manuscript.blocks.filter((b): b is Paragraph => b.type === 'paragraph' && !!b.text.trim());
  const lines = [`# ${name} — generated (family ${family}); do not edit, regenerate`];
  let at = 0;
  for (const block of blocks) {
    if (block.kind !== 'paragraph' || !textOf(block).trim()) continue;
    const want = norm(textOf(block));
    const found = read.findIndex((p, i) => i >= at && norm(p.text) === want);
    if (found < 0) throw new Error(`${name}: paragraph not read back: ${want.slice(0, 80)}`);
    at = found + 1;
    const paragraph = read[found] as Paragraph;
    const line = goldLine(block, paragraph);
    if (line) lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}

function goldLine(block: GenParagraph, paragraph: Paragraph): string | undefined {
  if (block.sentenceParts) {
    const offset = paragraph.text.indexOf(textOf(block).trim().slice(0, 20));
    const parts = splitSentences(paragraph.text).map((s) => {
      const at = s.start - Math.max(offset, 0);
      const part =
        block.sentenceParts?.find((r) => r.start <= at && at < r.end) ?? block.sentenceParts?.at(-1);
      return LETTER[part?.part ?? 'background'];
    });
    return `${paragraph.id} sentences ${parts.join(' ')}`;
  }
  return block.steps.length ? `${paragraph.id} ${block.steps.join('+')}` : undefined;
}
