import type { JournalTemplateFamily } from '@galley/contracts';
import { TEMPLATE_FAMILIES } from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { fieldsToSend } from './fields-to-send.ts';
import { newFamilyFields, newJournalFields } from './new-template-fields.ts';

const GENERIC = TEMPLATE_FAMILIES.find((each) => each.id === 'generic') as JournalTemplateFamily;

describe('fields to send', () => {
  it('names a new family by its key and name, and drops journals a family cannot have', () => {
    const fields = {
      ...newFamilyFields(GENERIC),
      name: ' House style ',
      category: ' medicine',
      journal_ids: ['x'],
    };
    const sent = fieldsToSend(fields, 'house-style');
    expect(sent.name).toBe('House style');
    expect(sent.category).toBe('medicine');
    expect(sent.journal_ids).toEqual([]);
    expect(sent.definition.kind === 'family' && sent.definition.family).toMatchObject({
      id: 'house-style',
      name: 'House style',
    });
  });

  it("keeps a saved family's id, and points a journal template at its first journal", () => {
    const family = fieldsToSend({ ...newFamilyFields(GENERIC), name: 'A' }, null);
    expect(family.definition.kind === 'family' && family.definition.family.id).toBe('new-family');
    const journal = fieldsToSend(
      { ...newJournalFields(), name: 'B', journal_ids: ['plos-one', 'plos-medicine'] },
      'b',
    );
    expect(journal.definition.kind === 'journal' && journal.definition.override.journalId).toBe('plos-one');
  });
});
