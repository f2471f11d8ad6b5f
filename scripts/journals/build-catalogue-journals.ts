import type { CitationFormat } from '@galley/contracts';
import type { StoredJournal } from '../../packages/journals/src/catalogue/catalogue-file.ts';
import { normaliseIssn } from '../../packages/journals/src/catalogue/normalise-issn.ts';
import { journalKey } from '../../packages/references/src/journals/journal-key.ts';
import { chooseReferencePreset } from './choose-reference-preset.ts';
import { chooseTemplateFamily } from './choose-template-family.ts';
import { guidelinesUrl } from './guidelines-url.ts';
import { publisherFromGuidelinesUrl, publisherFromParent } from './infer-publisher.ts';
import type { PublisherListEntry } from './read-publisher-lists.ts';
import type { CslStyleMetadata } from './read-styles-metadata.ts';

/** Lists named for an imprint win over the parent publisher's list (Cell Press journals are also on Elsevier's). */
const SPECIFIC_LISTS = ['cell-press-research', 'cell-press-trends', 'current-opinion'];

/** Journals whose title names their publisher better than any list (BMC journals sit on Springer's list). */
const PUBLISHER_BY_TITLE: readonly (readonly [RegExp, string])[] = [
  [/^BMC /, 'BioMed Central'],
  [/^JAMA\b/, 'American Medical Association'],
  [/^(the )?new england journal of medicine$/i, 'Massachusetts Medical Society'],
];

/** Cell Press is Elsevier's imprint: its journals are on Elsevier's list too, but their style names them. */
const CELL_PRESS_STYLES = new Set(['cell', 'trends-journals']);

/** The CSL field `generic-base` marks a style meant as a base for others, not a subject. */
const NOT_CATEGORIES = new Set(['generic-base']);

function firstIssn(values: readonly string[]): string | null {
  for (const value of values) {
    const issn = normaliseIssn(value);
    if (issn) return issn;
  }
  return null;
}

/** Builds the catalogue's journals from the CSL styles that name one journal (a title and a valid ISSN/eISSN). */
export function buildCatalogueJournals(options: {
  styles: readonly CslStyleMetadata[];
  lists: readonly PublisherListEntry[];
  nlmAbbreviation: (title: string) => string | null;
}): StoredJournal[] {
  const listOrder = [...options.lists].sort(
    (a, b) =>
      Number(!SPECIFIC_LISTS.includes(a.list)) - Number(!SPECIFIC_LISTS.includes(b.list)) ||
      a.list.localeCompare(b.list),
  );
  const listByIssn = new Map<string, PublisherListEntry>();
  const listByTitle = new Map<string, PublisherListEntry>();
  for (const entry of listOrder) {
    for (const issn of entry.issns) if (!listByIssn.has(issn)) listByIssn.set(issn, entry);
    const key = journalKey(entry.title.replace(/\s*\[[^\]]*\]$/, ''));
    if (!listByTitle.has(key)) listByTitle.set(key, entry);
  }
  // Every title a journal is known by, per ISSN: the NLM list may know it under another entry's title.
  const titlesByIssn = new Map<string, string[]>();
  const addTitle = (issn: string, title: string) =>
    titlesByIssn.set(issn, [...(titlesByIssn.get(issn) ?? []), title]);
  for (const style of options.styles)
    for (const value of [...style.issn, ...style.eissn]) {
      const issn = normaliseIssn(value);
      if (issn) addTitle(issn, style.title);
    }
  for (const entry of listOrder) for (const issn of entry.issns) addTitle(issn, entry.title);

  const journals = options.styles.flatMap((style): { journal: StoredJournal; richness: number }[] => {
    const issn = firstIssn(style.issn);
    const eissn = firstIssn(style.eissn.filter((value) => normaliseIssn(value) !== issn));
    const title = style.title.trim();
    if (!title || (!issn && !eissn)) return [];
    const issns = [issn, eissn].filter((value): value is string => value !== null);
    const listEntry =
      issns.map((value) => listByIssn.get(value)).find(Boolean) ?? listByTitle.get(journalKey(title)) ?? null;
    const url = guidelinesUrl(style.documentation) ?? guidelinesUrl(listEntry?.documentation);
    const cslStyle =
      style.kind === 'dependent' && style.parent ? style.parent : style.file.replace(/\.csl$/, '');
    const named =
      PUBLISHER_BY_TITLE.find(([pattern]) => pattern.test(title))?.[1] ??
      listEntry?.publisher ??
      publisherFromParent(style.parent) ??
      publisherFromGuidelinesUrl(url);
    const publisher = named === 'Elsevier' && CELL_PRESS_STYLES.has(cslStyle) ? 'Cell Press' : named;
    const citationFormat = style.citation_format as CitationFormat;
    const templateFamily = chooseTemplateFamily({ title, cslStyle, publisher });
    const { preset, match } = chooseReferencePreset(cslStyle, citationFormat, templateFamily);
    const knownTitles = [
      title,
      title.replace(/\s*[([][^)\]]*[)\]]\s*$/, ''),
      ...issns.flatMap((value) => titlesByIssn.get(value) ?? []),
    ];
    const nlm = knownTitles.map(options.nlmAbbreviation).find((value) => value !== null) ?? null;
    const journal: StoredJournal = {
      id: style.file.replace(/\.csl$/, ''),
      title,
      abbreviation: nlm ?? shortTitle(style.title_short, listEntry?.titleShort),
      issn,
      eissn,
      publisher,
      categories: [...new Set(style.fields)].filter((field) => !NOT_CATEGORIES.has(field)).sort(),
      citationFormat,
      cslStyle,
      referencePreset: preset,
      presetMatch: match,
      guidelinesUrl: url,
      templateFamily,
      impactFactor: null,
    };
    const richness = [journal.abbreviation, issn, eissn, publisher, url, journal.categories[0]].filter(
      (value) => value != null,
    ).length;
    return [{ journal, richness }];
  });

  // One journal per ISSN: the entry with more data wins, then the shorter id (language variants add suffixes).
  journals.sort(
    (a, b) =>
      b.richness - a.richness ||
      a.journal.id.length - b.journal.id.length ||
      (a.journal.id < b.journal.id ? -1 : 1),
  );
  const taken = new Set<string>();
  const kept = journals.flatMap(({ journal }) => {
    const issns = [journal.issn, journal.eissn].filter((value): value is string => value !== null);
    if (issns.some((value) => taken.has(value))) return [];
    for (const value of issns) taken.add(value);
    return [journal];
  });
  return kept.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The CSL short title, or the publisher list's; never a template placeholder such as `#TITLESHORT#`. */
function shortTitle(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value && !/^#.*#$/.test(value)) return value;
  }
  return null;
}
