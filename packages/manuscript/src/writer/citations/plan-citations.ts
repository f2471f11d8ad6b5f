import type { CslItem, InTextCitationStyle, Manuscript, Paragraph } from '@galley/contracts';
import type { Fragment } from '../fragment.ts';
import type { CitationReplacement, CitationSite } from './citation-site.ts';
import { citationText } from './citation-text.ts';
import { findCitationSites } from './find-citation-sites.ts';

/** A citation as written in the output: the source references it cites and its new numbers (1-based). */
export interface PlannedCitation extends CitationSite {
  numbers: number[];
  text: string;
}

/** The planned citations; `authorYearLeft`: author-year citations typed by hand that a numeric journal's output
 * still shows as written, because they tie to no single entry of the list. */
export type PlannedCitationList = PlannedCitation[] & { authorYearLeft?: number };

/** How many author-year citations typed by hand were left as written in a numbered output (0 when none). */
export function authorYearLeft(citations: readonly PlannedCitation[]): number {
  return (citations as PlannedCitationList).authorYearLeft ?? 0;
}

/** The linked citations in the order the output shows them (fragments in output order). */
export function citationsInOutputOrder(
  manuscript: Manuscript,
  paragraphs: ReadonlyMap<string, Paragraph>,
  fragments: readonly Fragment[],
  entries: readonly CslItem[],
  numbered: boolean,
): { sites: CitationSite[]; unlinked: number } {
  const carried = [...new Set(fragments.map((f) => f.block))].flatMap((id) => paragraphs.get(id) ?? []);
  const found = findCitationSites(manuscript, carried, entries, numbered);
  const byBlock = new Map<string, CitationSite[]>();
  for (const site of found.sites) byBlock.set(site.block, [...(byBlock.get(site.block) ?? []), site]);
  const ordered: CitationSite[] = [];
  const seen = new Set<CitationSite>();
  for (const fragment of fragments)
    for (const site of (byBlock.get(fragment.block) ?? []).sort((a, b) => a.start - b.start))
      if (!seen.has(site) && site.start >= fragment.start && site.end <= fragment.end) {
        seen.add(site);
        ordered.push(site);
      }
  return { sites: ordered, unlinked: found.unlinked };
}

/** Source positions in order of first citation, then the references never cited, in their source order. */
export function orderByFirstCitation(sites: readonly CitationSite[], count: number): number[] {
  const order: number[] = [];
  const placed = new Set<number>();
  for (const site of sites)
    for (const reference of site.references)
      if (!placed.has(reference)) {
        placed.add(reference);
        order.push(reference);
      }
  for (let n = 0; n < count; n++) if (!placed.has(n)) order.push(n);
  return order;
}

const LOCATOR = /\b(pp?\.\s*[\divxlc]+(?:\s*[-–]\s*[\divxlc]+)?)/i;

/**
 * Each linked citation rewritten in the journal's style, numbered by the output list (`listed`: source positions in
 * output order). Author-year citations that were author-year already are left as written (their prefixes, suffixes
 * and name forms are the author's); numbers become author-year only where the source cited by number.
 */
export function planReplacements(
  sites: readonly CitationSite[],
  listed: readonly number[],
  entries: readonly CslItem[],
  style: InTextCitationStyle,
  paragraphs: ReadonlyMap<string, Paragraph>,
): { citations: PlannedCitationList; replacements: Map<string, CitationReplacement[]> } {
  const position = new Map(listed.map((source, index) => [source, index + 1]));
  const citations: PlannedCitationList = [];
  const replacements = new Map<string, CitationReplacement[]>();
  citations.authorYearLeft = 0;
  for (const site of sites) {
    const text = paragraphs.get(site.block)?.text ?? '';
    const written = text.slice(site.start, site.end);
    const wasNumeric = site.from === 'marker' || (site.from === 'field' && /^\s*[[(]?\s*\d/.test(written));
    if (style === 'author-year' && !wasNumeric) continue;
    // An author-year citation typed by hand that names no single entry stays as written, and is counted.
    if (site.references.length === 0) {
      citations.authorYearLeft++;
      continue;
    }
    // A field that shows only part of a parenthesis ("Morgan, 1917)" closing "(e.g. Cassel, 1918; …") cannot be
    // swapped for a whole citation without breaking the sentence: it stays as written.
    if (!balanced(written)) continue;
    const numbers = site.references.map((n) => position.get(n) ?? 0);
    const items = site.references.flatMap((n) => entries[n] ?? []);
    let { text: output, superscript } = citationText(style, numbers, items);
    // A page locator stays with its citation (typed by hand: when it cites one work, so the page is that work's).
    const carries = site.from === 'field' || (site.from === 'author-year' && site.references.length === 1);
    const locator = carries ? LOCATOR.exec(written)?.[1] : undefined;
    if (locator && !superscript) output = `${output.slice(0, -1)}, ${locator}${output.slice(-1)}`;
    let start = site.start;
    const before = text[start - 1] ?? '';
    // "cells [3]." → "cells³."; "cells³." → "cells [3]."
    if (superscript && before === ' ') start--;
    if (!superscript && before && !/[\s([]/.test(before) && isSuperscriptSite(paragraphs, site))
      output = ` ${output}`;
    const replacement = { start, end: site.end, text: output, superscript };
    replacements.set(site.block, [...(replacements.get(site.block) ?? []), replacement]);
    citations.push({ ...site, numbers, text: output.trim() });
  }
  return { citations, replacements };
}

function isSuperscriptSite(paragraphs: ReadonlyMap<string, Paragraph>, site: CitationSite): boolean {
  return Boolean(
    paragraphs
      .get(site.block)
      ?.spans.some((s) => s.superscript && s.start <= site.start && s.end > site.start),
  );
}

function balanced(text: string): boolean {
  const count = (c: string) => text.split(c).length - 1;
  return count('(') === count(')') && count('[') === count(']');
}
