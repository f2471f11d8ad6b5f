// Converts every shared dev manuscript (tags from the local tagger) with each hand-made fixture template and reads the
// output back with our own reader: sections in the template's order with the same text, equations and notes kept.
import { ComplianceReport, MANUSCRIPT_STEPS, type Manuscript } from '@galley/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { allParagraphs } from '../test-support/walk-model.ts';
import { FIXTURE_TEMPLATES } from './fixture-templates.ts';
import { convertDevManuscripts, type DevConversion } from './test-support/convert-dev-manuscripts.ts';
import { roundTripProblems, textWithCitations } from './test-support/round-trip.ts';
import { FLOAT, normalizeText, readSections } from './test-support/section-texts.ts';

let conversions: DevConversion[] = [];
beforeAll(async () => {
  conversions = await convertDevManuscripts(FIXTURE_TEMPLATES);
}, 300_000);

const equations = (m: Manuscript) =>
  allParagraphs(m).reduce((n, p) => n + p.inlines.filter((i) => i.kind === 'equation').length, 0);

describe('convertManuscript on the shared dev manuscripts', () => {
  it('converts all nine manuscripts with all three templates', () => {
    expect(conversions).toHaveLength(27);
  });

  it('reads back the template headings in its order, each with the same text (round trip through .docx)', () => {
    expect(conversions.flatMap(roundTripProblems)).toEqual([]);
  });

  it('carries every tagged main-text paragraph into the section of its step', () => {
    for (const c of conversions) {
      const back = readSections(c.output);
      // Text a declaration or conclusions step shares with its host leaves the host when the template places it.
      const placed = new Set<string>([
        ...c.template.sections.flatMap((s) => s.from),
        ...c.template.titlePage.items,
      ]);
      const movers = MANUSCRIPT_STEPS.filter((d) => d.duplicateFrom && placed.has(d.value));
      for (const section of c.template.sections) {
        if (!section.heading || section.from.includes('back.references')) continue;
        const text = back.find((s) => s.heading === section.heading)?.text ?? '';
        for (const tagging of c.tags.steps.filter((s) => section.from.includes(s.step as never))) {
          const cuts = c.tags.steps
            .filter((s) => movers.some((d) => d.value === s.step && d.duplicateFrom === tagging.step))
            .flatMap((s) => s.highlights);
          for (const h of tagging.highlights.flatMap((h) => piecesOutside(h, cuts))) {
            const paragraph = c.source.blocks.find((b) => b.id === h.block);
            if (paragraph?.type !== 'paragraph' || paragraph.inlines.some((i) => i.kind === 'equation'))
              continue;
            const rewritten = textWithCitations(
              paragraph.text.slice(h.start, h.end),
              h,
              c.plan.replacements.get(h.block) ?? [],
            );
            const words = normalizeText(rewritten).split(' ');
            // Long enough to be running text; the first words may be a run-in label the template replaces.
            if (words.length < 12 || FLOAT.test(words.join(' ')) || paragraph.tableRole) continue;
            expect(text, `${c.file} / ${c.templateName} / ${section.heading} / ${h.block}`).toContain(
              words.slice(4).join(' '),
            );
          }
        }
      }
    }
  });

  it('keeps every equation and every footnote and endnote', () => {
    for (const c of conversions) {
      if (c.template.abstract.structure === 'none') continue;
      expect(equations(c.output), `${c.file} / ${c.templateName}`).toBe(equations(c.source));
      expect(c.output.notes.length, `${c.file} / ${c.templateName}`).toBe(c.source.notes.length);
    }
  });

  it('keeps every table with its merged cells', () => {
    for (const c of conversions) {
      const spans = (m: Manuscript) =>
        m.blocks.flatMap((b) =>
          b.type === 'table'
            ? [b.rows.flatMap((r) => r.cells.map((x) => `${x.rowSpan}x${x.colSpan}`)).join()]
            : [],
        );
      expect(spans(c.output), `${c.file} / ${c.templateName}`).toEqual(
        expect.arrayContaining(spans(c.source)),
      );
    }
  });

  it('answers a compliance report in the contract shape, counted from the manuscript', () => {
    for (const c of conversions) {
      expect(() => ComplianceReport.parse(c.report)).not.toThrow();
      const tables = c.source.blocks.filter((b) => b.type === 'table').length;
      expect(c.report.tables.count).toBe(tables);
      const tagged = new Set(c.tags.steps.map((s) => s.step));
      if (tagged.has('main.introduction')) expect(c.report.words.mainText.count).toBeGreaterThan(100);
      if (tagged.has('front.title')) expect(c.report.words.title.count).toBeGreaterThan(0);
    }
  });
});

type Range = { block: string; start: number; end: number };

/** The parts of `range` outside every cut in the same block. */
function piecesOutside(range: Range, cuts: readonly Range[]): Range[] {
  let pieces = [range];
  for (const cut of cuts.filter((c) => c.block === range.block))
    pieces = pieces.flatMap((p) =>
      cut.end <= p.start || cut.start >= p.end
        ? [p]
        : [
            { ...p, end: cut.start },
            { ...p, start: cut.end },
          ].filter((q) => q.end > q.start),
    );
  return pieces;
}
