import type { JournalTemplateFamily } from '@galley/contracts';
import { TEMPLATE_FAMILIES } from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { newFamilyFields, newJournalFields } from './new-template-fields.ts';
import { effectivePart, isOwnPart, offeredTypes, setOffered, setPart } from './template-scope.ts';

const GENERIC = TEMPLATE_FAMILIES.find((each) => each.id === 'generic') as JournalTemplateFamily;

describe('template scopes', () => {
  it("lets a family's article type inherit the base until it sets a part of its own", () => {
    let definition = newFamilyFields(GENERIC).definition;
    definition = setOffered(definition, 'letter', false);
    expect(offeredTypes(definition)).not.toContain('letter');
    definition = setOffered(definition, 'letter', true);
    expect(offeredTypes(definition)).toContain('letter');
    expect(effectivePart(definition, 'letter', 'sections')).toEqual(GENERIC.base.sections);
    expect(isOwnPart(definition, 'letter', 'sections')).toBe(false);
    const letter = [{ heading: null, from: ['main.discussion' as const], required: false }];
    definition = setPart(definition, 'letter', 'sections', letter);
    expect(effectivePart(definition, 'letter', 'sections')).toEqual(letter);
    expect(effectivePart(definition, 'base', 'sections')).toEqual(GENERIC.base.sections);
    definition = setPart(definition, 'letter', 'sections', undefined);
    expect(isOwnPart(definition, 'letter', 'sections')).toBe(false);
  });

  it("never drops a part of a family's base, and keeps one article type offered", () => {
    const definition = newFamilyFields({ ...GENERIC, articleTypes: { original_article: {} } }).definition;
    expect(setPart(definition, 'base', 'sections', undefined)).toBe(definition);
    expect(setOffered(definition, 'original_article', false)).toBe(definition);
  });

  it("writes a journal's parts to all types or to one, and lists the types it takes", () => {
    let definition = newJournalFields().definition;
    expect(offeredTypes(definition)).toHaveLength(5);
    expect(effectivePart(definition, 'letter', 'citations')).toBeUndefined();
    definition = setPart(definition, 'base', 'citations', { style: 'author-year' });
    expect(effectivePart(definition, 'letter', 'citations')).toEqual({ style: 'author-year' });
    definition = setOffered(definition, 'letter', false);
    expect(offeredTypes(definition)).not.toContain('letter');
    definition = setPart(definition, 'case_report', 'referencePreset', 'apa-7');
    expect(definition.kind === 'journal' && definition.override.articleTypes?.case_report).toEqual({
      referencePreset: 'apa-7',
    });
  });
});
