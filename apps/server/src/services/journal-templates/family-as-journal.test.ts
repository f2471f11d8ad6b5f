import type { ArticleTemplate, CatalogueJournal, JournalTemplateFamily } from '@galley/contracts';
import {
  loadCatalogue,
  offeredArticleTypes,
  resolveJournalTemplate,
  TEMPLATE_FAMILIES,
} from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { familyAsJournal } from './family-as-journal.ts';

// What the admin editor shows a journal template inheriting must be what the converter lays the journal out
// with: its own CSL preset and citation style, not its family's most common one.

const familyOf = (id: string) => TEMPLATE_FAMILIES.find((each) => each.id === id) as JournalTemplateFamily;
const journals = loadCatalogue();

/** A part as the editor takes it from a family: the article type's own, else the base's. */
const partOf = <P extends keyof ArticleTemplate>(family: JournalTemplateFamily, type: string, part: P) =>
  (family.articleTypes[type as keyof typeof family.articleTypes]?.[part] ??
    family.base[part]) as ArticleTemplate[P];

function expectConverterParts(family: JournalTemplateFamily, journal: CatalogueJournal) {
  const shown = familyAsJournal(family, journal);
  for (const type of offeredArticleTypes(family.id, undefined, { families: [family], overrides: [] })) {
    const converted = resolveJournalTemplate(journal, type, { families: [family], overrides: [] });
    for (const part of Object.keys(family.base) as (keyof ArticleTemplate)[])
      expect(partOf(shown, type, part), `${journal.id} ${type} ${part}`).toEqual(converted[part]);
  }
}

describe('a family as one journal takes it', () => {
  it('gives every part the converter uses, for one journal of each family in every citation format', () => {
    const sample = new Map<string, CatalogueJournal>();
    for (const journal of journals)
      sample.set(`${journal.templateFamily} ${journal.citationFormat} ${journal.presetMatch}`, journal);
    for (const journal of sample.values()) expectConverterParts(familyOf(journal.templateFamily), journal);
    expect(sample.size).toBeGreaterThan(20);
  });

  it('puts the journal’s own preset and citation style in place of the family’s', () => {
    const journal = journals.find((j) => j.templateFamily === 'wiley' && j.citationFormat === 'numeric');
    if (!journal) throw new Error('no numeric Wiley journal');
    const shown = familyAsJournal(familyOf('wiley'), journal);
    expect(familyOf('wiley').base.citations.style).toBe('author-year');
    expect(shown.base.citations.style).not.toBe('author-year');
    expect(shown.base.referencePreset).toBe(journal.referencePreset);
    expect(shown.base.sections).toEqual(familyOf('wiley').base.sections);
  });

  it('follows an article type’s own citation style in the family', () => {
    const generic = familyOf('generic');
    const family: JournalTemplateFamily = {
      ...generic,
      articleTypes: { ...generic.articleTypes, letter: { citations: { style: 'numeric-superscript' } } },
    };
    const journal = journals.find((j) => j.citationFormat === 'numeric' && j.presetMatch === 'nearest');
    if (!journal) throw new Error('no numeric journal matched nearest');
    const fromGeneric = { ...journal, templateFamily: 'generic' };
    expectConverterParts(family, fromGeneric);
    expect(familyAsJournal(family, fromGeneric).articleTypes.letter?.citations?.style).toBe(
      'numeric-superscript',
    );
  });
});
