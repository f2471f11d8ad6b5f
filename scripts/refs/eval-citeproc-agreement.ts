import fs from 'node:fs';
import path from 'node:path';
import { type CslItem, PageElement, ReferenceTemplate, type TemplateElement } from '@galley/contracts';
// citeproc-js (CommonJS, typed in citeproc.d.ts) is a dev-only dependency: the reference output to agree with.
import CSL from 'citeproc';
import { renderJournal } from '../../packages/references/src/format/elements/render-journal.ts';
import { renderPage } from '../../packages/references/src/format/elements/render-page.ts';
import { formatReference } from '../../packages/references/src/format/format-reference.ts';
import { CITATION_PRESETS } from '../../packages/references/src/presets/citation-presets.ts';
import { printTable } from './print-table.ts';
import { sharedDataPath } from './shared-data-path.ts';

/**
 * (c) Formats the same journal articles with each preset and with citeproc-js on the preset's official CSL
 * style, and reports the share of identical entries after white-space normalisation (plus a few differences).
 */
export function evalCiteprocAgreement(
  items: CslItem[],
  options: { examples: number; presets?: string[] },
): Map<string, number> {
  const locale = fs.readFileSync(sharedDataPath('journals/csl-locales/locales-en-US.xml'), 'utf8');
  const results = new Map<string, number>();
  const rows: (string | number)[][] = [];
  for (const preset of CITATION_PRESETS) {
    if (!preset.csl || (options.presets && !options.presets.includes(preset.id))) continue;
    const style = readStyle(preset.csl);
    if (style === undefined) {
      rows.push([preset.id, preset.csl, 0, 'style not in the shared data (see GALLEY_EXTRA_CSL_STYLES)']);
      continue;
    }
    const engine = new CSL.Engine(
      { retrieveLocale: () => locale, retrieveItem: (id: string) => cslItems.get(id) },
      style,
      'en-US',
    );
    const template = ReferenceTemplate.parse(preset.template);
    const journal = template.elements.find((element) => element.element === 'journal');
    const cslItems = new Map(items.map((item) => [item.id, citeprocItem(item, journal)]));
    let same = 0;
    const differences: string[] = [];
    // One item per bibliography so citeproc numbers it 1, as our formatter does for the first reference.
    for (const item of items) {
      engine.updateItems([item.id]);
      const theirs = normalise(htmlToText(engine.makeBibliography()[1][0] ?? ''));
      const ours = normalise(formatReference(item, template, 1).text);
      if (theirs === ours) same++;
      else if (differences.length < options.examples)
        differences.push(`  ours:     ${ours}\n  citeproc: ${theirs}`);
    }
    const share = same / items.length;
    results.set(preset.id, share);
    rows.push([preset.id, preset.csl, items.length, `${(100 * share).toFixed(1)} %`]);
    if (differences.length) console.log(`${preset.id}: first differences\n${differences.join('\n')}`);
  }
  printTable(['preset', 'CSL style', 'entries', 'identical'], rows);
  return results;
}

/**
 * An official CSL style: from the shared styles, else from GALLEY_EXTRA_CSL_STYLES (a folder of official styles
 * the shared set lacks, e.g. the-new-england-journal-of-medicine.csl from the CSL styles repository, supplied for
 * the measurement and never committed); undefined when neither has it.
 */
function readStyle(file: string): string | undefined {
  const shared = sharedDataPath('journals/csl-styles');
  const extra = process.env.GALLEY_EXTRA_CSL_STYLES;
  for (const folder of extra ? [shared, extra] : [shared]) {
    const candidate = path.join(folder, file);
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return undefined;
}

/**
 * The CSL-JSON citeproc gets: our extension fields dropped, and the data given as CSL data is meant to be, so
 * that the comparison is about the style and not about PubMed's storage habits — pages as a full range
 * (MEDLINE abbreviates "1173-9"; CSL styles shorten ranges themselves), and the journal abbreviation our
 * preset prints (NLM's, dotted when the preset asks) as the item's short title, since CSL takes abbreviations
 * from the data. PMCID and editors are dropped: the spec's element model has no PMCID or editor element (both
 * listed differences; PubMed gives editors for a few GWAS-catalogue records only).
 */
function citeprocItem(item: CslItem, journal: TemplateElement | undefined): Record<string, unknown> {
  const {
    source: _source,
    confidence: _confidence,
    pii: _pii,
    originalNumber: _number,
    PMCID: _pmcid,
    editor: _editor,
    ...rest
  } = item;
  const page = item.page
    ? renderPage(item, PageElement.parse({ element: 'page', format: 'full-range' }))
    : undefined;
  const short =
    journal?.element === 'journal' && journal.useAbbreviation
      ? renderJournal(item, journal)
      : item['container-title-short'];
  return { ...rest, page, 'container-title-short': short, journalAbbreviation: short };
}

function htmlToText(html: string): string {
  // The number sits in its own block (csl-left-margin): a space where a block ends, as a tab shows it in Word.
  return html
    .replace(/<\/div>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#38;|&amp;/g, '&')
    .replace(/&#60;|&lt;/g, '<')
    .replace(/&#62;|&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
