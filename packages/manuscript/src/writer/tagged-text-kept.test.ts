// Nothing tagged is lost: every paragraph the tags name (table titles and notes included) shows up in the output of
// every dev manuscript, checked against the tags and the output read back — not against the writer's own plan.
import type { Paragraph } from '@galley/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRUCTURED_TEMPLATE } from './fixture-templates.ts';
import { convertDevManuscripts, type DevConversion } from './test-support/convert-dev-manuscripts.ts';

let conversions: DevConversion[] = [];
beforeAll(async () => {
  conversions = await convertDevManuscripts({ structured: STRUCTURED_TEMPLATE });
}, 300_000);

// Steps the writer rewrites rather than carries: keywords (its separator), the reference list (its preset).
const REWRITTEN = new Set(['abstract.keywords', 'back.references', 'upload']);

// A heading or run-in label the template writes instead ("Methods:"); the correspondence line's may be longer ("*To
// whom correspondence should be addressed.").
const LABEL = /^[^:.]{0,40}[:.]\s/;
const CORRESPONDENCE_LABEL = /^[^:.]{0,20}correspond[^:.]{0,40}[:.]\s/i;

/**
 * Text reduced to its words: citations are renumbered or restyled and list numbers re-typed, so bracketed and
 * parenthesised groups, digits and punctuation go; what stays must survive any template.
 */
const words = (text: string) =>
  withoutGroups(text.normalize('NFKC'))
    .replace(/[^\p{L}]+/gu, '')
    .toLowerCase();

/** The text without its bracketed and parenthesised groups, nested ones too ("(e.g. Roe (2006), Doe [5])"). */
function withoutGroups(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/\[[^[\]]*\]|\([^()]*\)/g, '');
  }
  return rest;
}

function withoutFields(
  text: string,
  fields: readonly { start: number; end: number }[],
  start: number,
  end: number,
): string {
  let out = '';
  for (let at = start; at < end; at++) if (!fields.some((f) => at >= f.start && at < f.end)) out += text[at];
  return out;
}

function allParagraphs(blocks: DevConversion['output']['blocks']): Paragraph[] {
  return blocks.flatMap((block) =>
    block.type === 'paragraph'
      ? [block]
      : block.rows.flatMap((row) => row.cells.flatMap((cell) => allParagraphs(cell.blocks))),
  );
}

describe('tagged text after conversion', () => {
  it('writes every tagged paragraph of every dev manuscript (its heading or run-in label aside)', () => {
    expect(conversions.length).toBeGreaterThan(5);
    for (const c of conversions) {
      const output = allParagraphs(c.output.blocks)
        .map((p) => words(p.text))
        .join(' ');
      const texts = new Map(c.source.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text]] : [])));
      const fields = new Map<string, { start: number; end: number }[]>();
      for (const f of c.source.citations) fields.set(f.block, [...(fields.get(f.block) ?? []), f]);
      const lost: string[] = [];
      for (const tagging of c.tags.steps) {
        if (REWRITTEN.has(tagging.step)) continue;
        for (const { block, start, end } of tagging.highlights) {
          const text = texts.get(block)?.slice(start, end) ?? '';
          if (text.trim().split(/\s+/).length <= 6) continue;
          // A citation field's text is the journal's to write ("Smith et al. (2020)" → "[3]") unless it is left as
          // written; a heading or a run-in label ("Methods:") is the template's. The rest of the text must be there.
          const variants = [text, withoutFields(texts.get(block) ?? '', fields.get(block) ?? [], start, end)];
          const kept = variants.some((variant) => {
            const pattern = tagging.step === 'front.correspondence' ? CORRESPONDENCE_LABEL : LABEL;
            const label = pattern.exec(variant)?.[0].length ?? 0;
            return output.includes(words(variant.slice(label)));
          });
          if (!kept) lost.push(`${tagging.step}: ${text.slice(0, 80)}`);
        }
      }
      expect(lost, `${c.file}`).toEqual([]);
    }
  });
});
