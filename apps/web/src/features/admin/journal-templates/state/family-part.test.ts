import type { ArticleTemplate, JournalTemplateFamily } from '@galley/contracts';
import {
  findJournal,
  JOURNAL_TEMPLATE_OVERRIDES,
  offeredArticleTypes,
  resolveTemplate,
  TEMPLATE_FAMILIES,
} from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { familyPart, shownPart } from './family-part.ts';
import { newFamilyFields, newJournalFields } from './new-template-fields.ts';

const familyOf = (id: string) => TEMPLATE_FAMILIES.find((each) => each.id === id) as JournalTemplateFamily;

describe('family parts', () => {
  it('shows every part of every code journal override as the converter resolves it, type by type', () => {
    let compared = 0;
    for (const override of JOURNAL_TEMPLATE_OVERRIDES) {
      const journal = findJournal(override.journalId);
      if (!journal) throw new Error(`no journal ${override.journalId}`);
      const family = familyOf(journal.templateFamily);
      for (const type of offeredArticleTypes(family.id, journal.id)) {
        const resolved = resolveTemplate(family.id, type, journal.id);
        for (const part of Object.keys(family.base) as (keyof ArticleTemplate)[]) {
          expect(
            shownPart({ kind: 'journal', override }, type, part, family),
            `${journal.id} ${type}`,
          ).toEqual(resolved[part]);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("takes an article type's own part of the family, else the base's", () => {
    const generic = familyOf('generic');
    expect(familyPart(generic, 'letter', 'abstract')).toEqual(generic.articleTypes.letter?.abstract);
    expect(familyPart(generic, 'letter', 'limits')).toBe(generic.base.limits);
    expect(familyPart(generic, 'base', 'sections')).toBe(generic.base.sections);
  });

  it('shows nothing inherited while a journal template has no family yet', () => {
    expect(shownPart(newJournalFields().definition, 'base', 'sections', undefined)).toBeUndefined();
  });

  it('starts a new family as a copy of the family it is given, not the family itself', () => {
    const generic = familyOf('generic');
    const fields = newFamilyFields(generic);
    if (fields.definition.kind !== 'family') throw new Error('a family');
    expect(fields.definition.family.base).toEqual(generic.base);
    expect(Object.keys(fields.definition.family.articleTypes)).toEqual(Object.keys(generic.articleTypes));
    fields.definition.family.base.sections.pop();
    expect(fields.definition.family.base.sections).not.toEqual(generic.base.sections);
  });
});
