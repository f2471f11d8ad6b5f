// In-text citations after conversion point to the same references: the dev manuscripts with EndNote (bioinf_cellmap),
// Mendeley (soilsci_mint, the pandoc sample) and Zotero (publichealth, the pandoc sample) fields and numeric markers,
// and author-year citations typed by hand (ecology_bats),
// converted to numeric-bracket, author-year and superscript templates. Checked against the source's own data (the
// field's CSL item, the source entry's text), read back from the output .docx.
import type { CslItem, Paragraph } from '@galley/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TEMPLATES } from './fixture-templates.ts';
import { convertDevManuscripts, type DevConversion } from './test-support/convert-dev-manuscripts.ts';

const CITING = [
  'bioinf_cellmap',
  'soilsci_mint',
  'publichealth_contraception',
  'pandoc_zotero',
  'pandoc_mendeley',
  'ecology_bats',
];

let conversions: DevConversion[] = [];
beforeAll(async () => {
  const all = await convertDevManuscripts(FIXTURE_TEMPLATES);
  conversions = all.filter((c) => CITING.some((name) => c.file.includes(name)));
}, 300_000);

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 3),
  );
/** Share of the title's first twelve words found in the entry (a long report title may be cut in the list). */
const overlap = (a: string, b: string) => {
  const left = new Set([...words(a)].slice(0, 12));
  const right = words(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return left.size ? shared / left.size : 0;
};

/** The output's reference entries, read back: the paragraphs after the template's reference heading. */
function outputReferences(c: DevConversion): string[] {
  const heading = c.template.sections.find((s) => s.from.includes('back.references'))?.heading;
  const paragraphs = c.output.blocks.filter((b): b is Paragraph => b.type === 'paragraph');
  const at = paragraphs.findIndex((p) => p.styleId === 'Heading1' && p.text === heading);
  return paragraphs.slice(at + 1, at + 1 + c.plan.references.length).map((p) => p.text);
}

describe('citations after conversion', () => {
  it('ties most citations of every citing manuscript to its reference list', () => {
    for (const c of conversions) {
      if (c.plan.references.length === 0 || c.templateName === 'running') continue;
      expect(c.plan.citations.length, `${c.file} / ${c.templateName}`).toBeGreaterThan(0);
    }
    const bioinf = conversions.find((c) => c.file.includes('bioinf') && c.templateName === 'structured');
    // 101 EndNote fields in the file; all but a handful tie to the list.
    expect(bioinf?.plan.citations.filter((s) => s.from === 'field').length).toBeGreaterThanOrEqual(95);
  });

  it('numbers every citation with the entry that stands for the same reference', () => {
    for (const c of conversions) {
      if (c.template.citations.style === 'author-year') continue;
      const references = outputReferences(c);
      const fields = new Map(c.source.citations.map((f) => [`${f.block}:${f.start}`, f]));
      for (const site of c.plan.citations) {
        const where = `${c.file} / ${c.templateName} / ${site.block}:${site.start}`;
        const field = fields.get(`${site.block}:${site.start}`);
        // The source's own claim of what is cited: the field's items, or the entry the marker's number named.
        const cited: { title: string; family?: string; year?: number }[] = field
          ? field.items.map((item: CslItem) => ({
              title: item.title ?? '',
              ...(item.author?.[0]?.family ? { family: item.author[0].family } : {}),
              ...(item.issued?.['date-parts']?.[0]?.[0] ? { year: item.issued['date-parts'][0][0] } : {}),
            }))
          : site.references.map((n) => ({
              title: c.plan.references.find((r) => r.id === String(n))?.source ?? '',
            }));
        const shown = site.numbers.map((n) => references[n - 1] ?? '');
        for (const { title, family, year } of cited) {
          // Same reference: most of its title, or its first author and year when the list's title was misread.
          const byTitle = Math.max(...shown.map((entry) => overlap(title, entry)));
          const byAuthor = Boolean(
            family &&
              shown.some((e) => e.includes(family) && (year === undefined || e.includes(String(year)))),
          );
          // A field item with no title and no author (a web page saved by hand) cannot be compared.
          if (words(title).size < 2 && !family) continue;
          expect(byTitle >= 0.5 || byAuthor, `${where}: ${title} (${family} ${year})`).toBe(true);
        }
      }
    }
  });

  it('writes the citations in the template style, numbered in order of first citation', () => {
    for (const c of conversions) {
      const style = c.template.citations.style;
      const seen: number[] = [];
      for (const site of c.plan.citations) {
        if (style === 'numeric-brackets') expect(site.text).toMatch(/^\[\d[\d,–]*(?:, pp?\. [^\]]+)?\]$/);
        if (style === 'numeric-superscript') expect(site.text).toMatch(/^\d[\d,–]*$/);
        if (style === 'author-year') expect(site.text).toMatch(/^\(.+, (?:\d{4}|n\.d\.)\)$/);
        if (style !== 'author-year') for (const n of site.numbers) if (!seen.includes(n)) seen.push(n);
      }
      // First citations come as 1, 2, 3, … in reading order.
      expect(seen, `${c.file} / ${c.templateName}`).toEqual(seen.map((_, i) => i + 1));
      const text = c.output.blocks.map((b) => (b.type === 'paragraph' ? b.text : '')).join('\n');
      for (const site of c.plan.citations) expect(text, `${c.file} / ${c.templateName}`).toContain(site.text);
    }
  });

  it('numbers author-year citations typed by hand with the entry of the author they name', () => {
    const ecology = conversions.filter(
      (c) => c.file.includes('ecology') && c.template.citations.style !== 'author-year',
    );
    expect(ecology.length).toBeGreaterThan(0);
    for (const c of ecology) {
      const references = outputReferences(c);
      const texts = new Map(c.source.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text]] : [])));
      const typed = c.plan.citations.filter((site) => site.from === 'author-year');
      // 44 typed in the text; "Tatchley et al. submitted" (three times) is not in the list.
      expect(typed.length, c.templateName).toBeGreaterThanOrEqual(38);
      for (const site of typed) {
        // The citation as written with the names before it (a narrative "Gelman (2008)" keeps its name outside).
        const written = (texts.get(site.block) ?? '')
          .slice(Math.max(0, site.start - 40), site.end)
          .toLowerCase();
        for (const n of site.numbers) {
          const first =
            /^[\s\d.[\]]*[‘']?([\p{L}-]+)/u.exec(references[n - 1] ?? '')?.[1]?.toLowerCase() ?? '?';
          expect(written, `${c.templateName}: ${references[n - 1]}`).toContain(first);
        }
      }
    }
  });

  it('names the cited authors when an author-year journal receives numbered citations', () => {
    const bioinf = conversions.find((c) => c.file.includes('bioinf') && c.templateName === 'running');
    const fields = new Map(bioinf?.source.citations.map((f) => [`${f.block}:${f.start}`, f]));
    expect(bioinf?.plan.citations.length).toBeGreaterThan(50);
    for (const site of bioinf?.plan.citations ?? []) {
      const field = fields.get(`${site.block}:${site.start}`);
      if (!field) continue;
      for (const item of field.items) {
        const year = item.issued?.['date-parts']?.[0]?.[0];
        if (year) expect(site.text).toContain(String(year));
      }
    }
  });

  it('shows, in the output text, markers that name the entries the source markers named (by the source numbering)', () => {
    let checked = 0;
    for (const c of conversions) {
      if (c.template.citations.style !== 'numeric-brackets') continue;
      const sourceEntries = sourceReferenceEntries(c);
      // An author-year source's "[1]" is no citation (an equation's number, a list item).
      if (!sourceEntries) continue;
      const outputEntries = outputReferences(c);
      const sourceByText = new Map<string, Paragraph>();
      for (const block of c.source.blocks)
        if (block.type === 'paragraph' && MARKER.test(block.text))
          sourceByText.set(withoutMarkers(block.text), block);
      for (const block of c.output.blocks) {
        if (block.type !== 'paragraph' || !MARKER.test(block.text)) continue;
        const source = sourceByText.get(withoutMarkers(block.text));
        if (!source) continue;
        const before = markers(source.text);
        const after = markers(block.text);
        // A marker the writer tied is rewritten in place; one it could not tie stays, so the lists pair up.
        if (before.length !== after.length) continue;
        before.forEach((numbers, n) => {
          const cited = numbers.map((k) => sourceEntries.get(k) ?? '');
          const shown = (after[n] ?? []).map((k) => outputEntries[k - 1] ?? '');
          if (cited.some((entry) => words(entry).size < 3)) return;
          for (const entry of cited) {
            const best = Math.max(0, ...shown.map((candidate) => overlap(entry, candidate)));
            expect(
              best,
              `${c.file} / ${source.id}: [${numbers.join(',')}] → [${after[n]?.join(',')}]`,
            ).toBeGreaterThanOrEqual(0.5);
            checked++;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

const MARKER = /\[\d{1,3}(?:\s*[-–—,]\s*\d{1,3})*\]/;
const MARKERS = new RegExp(MARKER.source, 'g');
const withoutMarkers = (text: string) => text.replace(MARKERS, '[]').replace(/\s+/g, ' ').trim();

/** "[1, 3–5]" → [1, 3, 4, 5], for each marker of the text in order. */
function markers(text: string): number[][] {
  return [...text.matchAll(MARKERS)].map((match) =>
    match[0]
      .slice(1, -1)
      .split(',')
      .flatMap((part) => {
        const [from, to] = part.split(/[-–—]/).map((n) => Number.parseInt(n, 10));
        if (from === undefined || Number.isNaN(from)) return [];
        const last = to === undefined || Number.isNaN(to) ? from : to;
        return Array.from({ length: Math.max(0, Math.min(last - from, 50)) + 1 }, (_, i) => from + i);
      }),
  );
}

/** The source list as the manuscript numbers it: each tagged reference paragraph by its own number ("12." or list label). */
function sourceReferenceEntries(c: DevConversion): Map<number, string> | undefined {
  const texts = new Map(c.source.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b]] : [])));
  const entries = new Map<number, string>();
  const tagged = c.tags.steps.find((s) => s.step === 'back.references')?.highlights ?? [];
  let position = 0;
  let numbered = 0;
  for (const { block } of tagged) {
    const paragraph = texts.get(block);
    if (!paragraph || paragraph.text.trim().split(/\s+/).length < 4) continue;
    position++;
    const shown = /^\s*\[?(\d{1,3})[.\])]/.exec(`${paragraph.list?.label ?? ''}${paragraph.text}`);
    if (shown?.[1]) numbered++;
    entries.set(shown?.[1] ? Number(shown[1]) : position, paragraph.text);
  }
  return position > 0 && numbered >= position * 0.8 ? entries : undefined;
}
