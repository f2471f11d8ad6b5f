import type { JournalTemplateFamily, JournalTemplateFields } from '@galley/contracts';
import { TEMPLATE_FAMILIES } from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { newFamilyFields, newJournalFields } from '../state/new-template-fields.ts';
import { setPart } from '../state/template-scope.ts';
import { validateFields } from './validate-fields.ts';

// The real generic family, as the server's family layout answers it on a fresh database: what a new family starts from.
const GENERIC = TEMPLATE_FAMILIES.find((each) => each.id === 'generic') as JournalTemplateFamily;

function family(): JournalTemplateFields {
  return { ...newFamilyFields(GENERIC), name: 'Sample', category: 'medicine' };
}

const keys = (fields: JournalTemplateFields, key: string | null = null) =>
  validateFields(fields, key).map((problem) => `${problem.field}:${problem.key}`);

describe('journal template validation', () => {
  it('passes a new family as it starts, and every family of the code', () => {
    expect(validateFields(family(), 'sample')).toEqual([]);
    for (const each of TEMPLATE_FAMILIES)
      expect(validateFields({ ...newFamilyFields(each), name: 'A', category: 'b' }, null), each.id).toEqual(
        [],
      );
  });

  it("asks for a category (the spec's required field), a name and a well-formed key", () => {
    const fields = { ...family(), name: ' ', category: '' };
    expect(keys(fields, 'Bad Key')).toEqual([
      'name:nameRequired',
      'category:categoryRequired',
      'key:keyInvalid',
    ]);
    expect(keys({ ...family(), name: 'x'.repeat(101) })).toEqual(['name:nameTooLong']);
  });

  it('asks a journal template for at least one journal', () => {
    const fields = { ...newJournalFields(), name: 'Own', category: 'medicine' };
    expect(keys(fields)).toEqual(['journals:journalsRequired']);
    expect(keys({ ...fields, journal_ids: ['plos-one'] })).toEqual([]);
  });

  it('finds a required step missing, one left optional, and a section with no step', () => {
    const sections = GENERIC.base.sections
      .filter((section) => !section.from.includes('main.results'))
      .map((section) => (section.heading === 'Discussion' ? { ...section, required: false } : section));
    const fields = family();
    fields.definition = setPart(fields.definition, 'base', 'sections', [
      ...sections,
      { heading: 'Empty', from: [], required: false },
    ]);
    const problems = validateFields(fields, null);
    expect(problems.map((problem) => problem.key)).toEqual(
      expect.arrayContaining(['sectionEmpty', 'requiredMissing', 'requiredOptional', 'stepUnplaced']),
    );
    expect(problems.find((problem) => problem.key === 'requiredMissing')?.values).toEqual({
      step: 'main.results',
    });
  });

  it('refuses a step placed twice and a heading used twice, and says each once', () => {
    const fields = family();
    fields.definition = setPart(fields.definition, 'base', 'sections', [
      ...GENERIC.base.sections,
      { heading: 'Methods', from: ['main.results'], required: false },
    ]);
    fields.definition = setPart(fields.definition, 'review_article', 'abstract', { structure: 'none' });
    const problems = keys(fields);
    expect(problems).toContain('base:headingTwice');
    expect(problems).toContain('base:stepTwice');
    expect(problems.filter((problem) => problem.endsWith('stepTwice'))).toHaveLength(1);
  });

  it('needs every abstract step under exactly one heading of a structured abstract', () => {
    const fields = family();
    fields.definition = setPart(fields.definition, 'base', 'abstract', {
      structure: 'structured',
      headings: [
        { heading: 'Aims', from: ['abstract.background', 'abstract.methods'] },
        { heading: '', from: ['abstract.methods', 'abstract.conclusions'] },
      ],
      wordLimit: null,
    });
    expect(keys(fields)).toEqual([
      'base:abstractHeadingEmpty',
      'base:abstractStepTwice',
      'base:abstractStepMissing',
    ]);
  });
});
