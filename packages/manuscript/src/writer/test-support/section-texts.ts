import type { Manuscript, Paragraph } from '@galley/contracts';

/** Text reduced to what a round trip must keep: words in order, white space and typographic variants aside. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u00a0\u2000-\u200b\t\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Paragraphs the writer adds beside running text: image placeholders, table titles and notes, figure legends.
// A table title may keep the list number it had ("5.2. Table S1").
export const FLOAT = /^(?:\[[^\]]*\]$|(?:[\d.]+\s+)?(?:supplementary\s+)?(?:table|fig\.?|figure)\s*S?\d)/i;

/**
 * Reads an output document back into its sections: each top-level heading (Heading 1 style) with the normalised text
 * of the body paragraphs up to the next one. Tables, their titles and notes, legends and placeholders are left out,
 * so what remains is the running text the template's section holds; so are the sub-headings the writer added
 * (`added`), which the source never had, and the `captions` (normalised texts) tagged as table titles or notes.
 */
export function readSections(
  output: Manuscript,
  added: ReadonlySet<string> = new Set(),
  captions: ReadonlySet<string> = new Set(),
): { heading: string; text: string }[] {
  const sections: { heading: string; texts: string[] }[] = [];
  for (const block of output.blocks) {
    if (block.type !== 'paragraph') continue;
    if (isTopHeading(block)) {
      sections.push({ heading: block.text.trim(), texts: [] });
      continue;
    }
    if (block.origin !== 'body' || block.tableRole || FLOAT.test(block.text.trim())) continue;
    if (captions.has(normalizeText(block.text))) continue;
    if (block.styleId === 'Heading2' && added.has(block.text.trim())) continue;
    sections[sections.length - 1]?.texts.push(block.text);
  }
  return sections.map((s) => ({ heading: s.heading, text: normalizeText(s.texts.join(' ')) }));
}

const isTopHeading = (paragraph: Paragraph) => paragraph.styleId === 'Heading1';
