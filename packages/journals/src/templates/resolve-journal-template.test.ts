import { ARTICLE_TYPES } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import { describe, expect, it } from 'vitest';
import { findJournal } from '../catalogue/find-journal.ts';
import { loadCatalogue } from '../catalogue/load-catalogue.ts';
import { resolveJournalTemplate } from './resolve-journal-template.ts';
import { resolveTemplate } from './resolve-template.ts';

const numericStyles = ['numeric-brackets', 'numeric-parentheses', 'numeric-superscript'];

function journal(id: string) {
  const found = findJournal(id);
  if (!found) throw new Error(`${id} is not in the catalogue`);
  return found;
}

describe('resolveJournalTemplate', () => {
  it('keeps in-text citations and the reference list of one kind for every catalogue journal', () => {
    for (const entry of loadCatalogue()) {
      const template = resolveJournalTemplate(entry, entry.articleTypes[0] ?? 'original_article');
      const numeric = entry.citationFormat === 'numeric' || entry.citationFormat === 'label';
      if (numeric) expect(numericStyles, entry.id).toContain(template.citations.style);
      else expect(template.citations.style, entry.id).toBe('author-year');
      expect(CITATION_PRESETS.map((preset) => preset.id)).toContain(template.referencePreset);
    }
  });

  it("takes the journal's own preset over its family's", () => {
    const wileyNumeric = loadCatalogue().find(
      (entry) => entry.templateFamily === 'wiley' && entry.citationFormat === 'numeric',
    );
    if (!wileyNumeric) throw new Error('the catalogue has no numeric Wiley journal');
    const family = resolveTemplate('wiley', 'original_article');
    const own = resolveJournalTemplate(wileyNumeric, 'original_article');
    expect(family.citations.style).toBe('author-year');
    expect(own.citations.style).toBe('numeric-brackets');
    expect(own.referencePreset).toBe(wileyNumeric.referencePreset);
    expect(own.sections).toBe(family.sections);
  });

  it("keeps the family's numeric shape when the journal is numeric too", () => {
    expect(resolveJournalTemplate(journal('the-lancet'), 'original_article').citations.style).toBe(
      resolveTemplate('lancet', 'original_article', 'the-lancet').citations.style,
    );
  });

  it("lets a hand-written journal override's citation style stand", () => {
    const medicine = journal('frontiers-in-medicine');
    for (const articleType of ARTICLE_TYPES.filter((type) => medicine.articleTypes.includes(type))) {
      expect(resolveJournalTemplate(medicine, articleType).citations.style).toBe('numeric-parentheses');
    }
  });

  it('cites the way the official style of an exactly matched preset does (IEEE brackets, AMA superscripts)', () => {
    const exact = loadCatalogue().filter((j) => j.presetMatch === 'exact');
    const styleOf = (preset: string) =>
      new Set(
        exact
          .filter((j) => j.referencePreset === preset)
          .map((j) => resolveJournalTemplate(j, j.articleTypes[0] ?? 'original_article').citations.style),
      );
    expect(styleOf('ieee')).toEqual(new Set(['numeric-brackets']));
    expect(styleOf('ama-11')).toEqual(new Set(['numeric-superscript']));
  });
});
