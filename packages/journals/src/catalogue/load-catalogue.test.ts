// biome-ignore lint/style/noRestrictedImports: the test compares the catalogue with the raw shared CSL metadata.
import fs from 'node:fs';
import path from 'node:path';
import { CatalogueJournal } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import { describe, expect, it } from 'vitest';
import catalogueJson from '../../data/journal-catalogue.json' with { type: 'json' };
import { offeredArticleTypes } from '../templates/resolve-template.ts';
import { JOURNAL_TEMPLATE_OVERRIDES, TEMPLATE_FAMILIES } from '../templates/template-families.ts';
import { CatalogueFile } from './catalogue-file.ts';
import { findJournal } from './find-journal.ts';
import { journalCategories } from './journal-categories.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { normaliseIssn } from './normalise-issn.ts';

interface RawStyle {
  file: string;
  kind: string;
  title: string;
  issn: string[];
  eissn: string[];
  fields: string[];
  citation_format: string;
  parent: string;
}

// The raw CSL metadata the catalogue was built from (GALLEY_SHARED_DATA, default ../shared/data).
const sharedData = path.resolve(
  import.meta.dirname,
  '../../../..',
  process.env.GALLEY_SHARED_DATA ?? '../shared/data',
);
const rawStyles = (
  JSON.parse(fs.readFileSync(path.join(sharedData, 'journals/csl-styles-metadata.json'), 'utf8')) as {
    styles: RawStyle[];
  }
).styles;
const rawById = new Map(rawStyles.map((style) => [style.file.replace(/\.csl$/, ''), style]));

describe('loadCatalogue', () => {
  const journals = loadCatalogue();

  // loadCatalogue trusts the shipped file (no zod at load, for the CLI's start-up): these two checks are its guard.
  it('reads a file valid per CatalogueFile (columns, tables, every row)', () => {
    const parsed = CatalogueFile.safeParse(catalogueJson);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
  });

  it('holds at least 1,500 real journals, every one valid per the contract and unchanged by parsing', () => {
    expect(journals.length).toBeGreaterThanOrEqual(1500);
    for (const journal of journals) expect(CatalogueJournal.parse(journal)).toStrictEqual(journal);
    expect(journals.every((journal) => journal.impactFactor === null)).toBe(true);
  });

  it('never carries a CSL placeholder as an abbreviation, nor an NLM abbreviation for a title with no Latin letters', () => {
    for (const journal of loadCatalogue()) {
      expect(journal.abbreviation ?? '', journal.id).not.toMatch(/^#.*#$/);
      if (!/[A-Za-z]/.test(journal.title))
        expect(journal.abbreviation ?? '', journal.id).not.toMatch(/Kirksv/);
    }
  });

  it('is validated once and kept (the same frozen array on every call)', () => {
    expect(loadCatalogue()).toBe(journals);
    expect(Object.isFrozen(journals)).toBe(true);
  });

  it('has unique ids and unique ISSNs across print and electronic', () => {
    expect(new Set(journals.map((journal) => journal.id)).size).toBe(journals.length);
    const issns = journals.flatMap((journal) => [journal.issn, journal.eissn].filter(Boolean));
    expect(new Set(issns).size).toBe(issns.length);
  });

  it('names only reference presets that exist, and exact matches only for a preset’s own CSL style', () => {
    const presetCsl = new Map(
      CITATION_PRESETS.map((preset) => [preset.id, preset.csl?.replace(/\.csl$/, '')]),
    );
    for (const journal of journals) {
      expect(presetCsl.has(journal.referencePreset), journal.referencePreset).toBe(true);
      const ownStyle = presetCsl.get(journal.referencePreset) === journal.cslStyle;
      expect(journal.presetMatch === 'exact', journal.id).toBe(ownStyle);
    }
  });

  it('takes article types from the journal’s template family', () => {
    for (const journal of journals.slice(0, 500)) {
      expect(journal.articleTypes).toEqual(offeredArticleTypes(journal.templateFamily, journal.id));
    }
  });

  it('uses only template families that exist, and every journal override names a catalogue journal', () => {
    const families = new Set(TEMPLATE_FAMILIES.map((family) => family.id));
    for (const journal of journals)
      expect(families.has(journal.templateFamily), journal.templateFamily).toBe(true);
    for (const override of JOURNAL_TEMPLATE_OVERRIDES)
      expect(findJournal(override.journalId)?.id).toBe(override.journalId);
  });

  it('agrees with the raw CSL metadata on title, ISSNs, fields, citation format and style', () => {
    const mismatches = journals.flatMap((journal) => {
      const raw = rawById.get(journal.id);
      if (!raw) return [`${journal.id}: no such CSL style`];
      const rawIssns = [...raw.issn, ...raw.eissn].map(normaliseIssn);
      const problems = [
        journal.title === raw.title.trim() || 'title',
        journal.citationFormat === raw.citation_format || 'citation format',
        journal.cslStyle === (raw.kind === 'dependent' ? raw.parent : journal.id) || 'CSL style',
        journal.categories.every((category) => raw.fields.includes(category)) || 'categories',
        [journal.issn, journal.eissn].every((issn) => !issn || rawIssns.includes(issn)) || 'ISSN',
      ].filter((problem) => problem !== true);
      return problems.map((problem) => `${journal.id}: ${problem}`);
    });
    expect(mismatches).toEqual([]);
  });

  it('leaves out no journal-specific style with a title and a valid ISSN, except as an ISSN duplicate', () => {
    const catalogued = new Set(journals.flatMap((journal) => [journal.issn, journal.eissn]).filter(Boolean));
    const missing = rawStyles.filter((style) => {
      const issns = [...style.issn, ...style.eissn].map(normaliseIssn).filter(Boolean);
      return style.title.trim() && issns.length > 0 && !issns.some((issn) => catalogued.has(issn));
    });
    expect(missing.map((style) => style.file)).toEqual([]);
  });

  it('spot checks: The Lancet, a BMC journal, Nature, a JAMA journal, PLOS ONE', () => {
    const rawLancet = rawById.get('the-lancet');
    const lancet = findJournal('the-lancet');
    expect(lancet).toMatchObject({
      title: 'The Lancet',
      issn: normaliseIssn(rawLancet?.issn[0] ?? ''),
      eissn: normaliseIssn(rawLancet?.eissn[0] ?? ''),
      abbreviation: 'Lancet',
      templateFamily: 'lancet',
      referencePreset: 'lancet',
      presetMatch: 'exact',
    });
    const bmcStyles = rawStyles.filter((style) => style.parent === 'biomed-central');
    expect(bmcStyles.length).toBeGreaterThan(10);
    for (const style of bmcStyles) {
      const journal = findJournal(style.file.replace(/\.csl$/, ''));
      if (journal) expect(journal).toMatchObject({ templateFamily: 'bmc', publisher: 'BioMed Central' });
    }
    expect(findJournal('bmc-cancer')).toMatchObject({
      eissn: '1471-2407',
      referencePreset: 'springer-vancouver',
    });
    expect(findJournal('nature')).toMatchObject({
      templateFamily: 'nature-portfolio',
      referencePreset: 'nature',
    });
    expect(findJournal('jama-dermatology')).toMatchObject({
      templateFamily: 'jama',
      referencePreset: 'ama-11',
    });
    expect(findJournal('plos-one')).toMatchObject({ templateFamily: 'plos', abbreviation: 'PLoS One' });
  });

  it('maps Elsevier journals to the elsevier family unless they are The Lancet’s or Cell Press’s', () => {
    const elsevier = journals.filter((journal) => journal.publisher === 'Elsevier');
    expect(elsevier.length).toBeGreaterThan(1000);
    for (const journal of elsevier) expect(['elsevier', 'lancet']).toContain(journal.templateFamily);
    expect(findJournal('cell')).toMatchObject({ publisher: 'Cell Press', templateFamily: 'cell-press' });
  });
});

describe('findJournal', () => {
  it('finds by id, print ISSN or eISSN (with or without the hyphen, x in either case)', () => {
    const lancet = findJournal('the-lancet');
    expect(lancet).toBeDefined();
    expect(findJournal(lancet?.eissn ?? '')).toBe(lancet);
    expect(findJournal((lancet?.eissn ?? '').replace('-', '').toLowerCase())).toBe(lancet);
    expect(findJournal(` ${lancet?.issn} `)).toBe(lancet);
    expect(findJournal('no-such-journal')).toBeUndefined();
    expect(findJournal('1234-5678')).toBeUndefined();
  });
});

describe('journalCategories', () => {
  it('lists each category once, sorted, and only categories journals carry', () => {
    const categories = journalCategories();
    expect(categories).toEqual([...new Set(categories)].sort());
    expect(categories).toEqual(expect.arrayContaining(['medicine', 'biology', 'social_science']));
    expect(categories).not.toContain('generic-base');
    const used = new Set(loadCatalogue().flatMap((journal) => journal.categories));
    expect(new Set(categories)).toEqual(used);
  });
});
