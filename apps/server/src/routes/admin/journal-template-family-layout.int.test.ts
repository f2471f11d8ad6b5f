import {
  adminEndpoints,
  type JournalTemplateDetail,
  type JournalTemplateFamilyLayout,
  ReferenceTemplate,
  templateEndpoints,
} from '@galley/contracts';
import { loadCatalogue, TEMPLATE_FAMILIES } from '@galley/journals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from './test-support/admin-harness.ts';

// The family layout the journal template editor shows a journal template inheriting, and a new family starts
// from: the family's current saved version as conversions use it, so a save to the family is seen at once.

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
}, 120_000);
afterAll(() => h?.close());

const layoutPath = adminEndpoints.journalTemplateFamilyLayout.path;

async function layout(query: object = {}): Promise<JournalTemplateFamilyLayout> {
  const response = await h.call('GET', layoutPath, query);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function familyTemplate(key: string): Promise<JournalTemplateDetail> {
  const list = await h.call('GET', adminEndpoints.journalTemplateList.path, { kind: 'family', search: key });
  const row = list.json().results.find((item: { key: string }) => item.key === key);
  return (await h.call('GET', adminEndpoints.journalTemplateGet.path.replace(':id', row.id))).json();
}

describe('journal template family layout (admin)', () => {
  it('answers the generic family without a journal: what a new family starts from', async () => {
    const generic = await layout();
    expect(generic.key).toBe('generic');
    expect(generic.version).toBe(1);
    expect(generic.family).toEqual(TEMPLATE_FAMILIES.find((family) => family.id === 'generic'));
    expect(generic.for_journal).toBeNull();
  });

  it('answers a journal’s family as saved, and follows a new save of it', async () => {
    const journal = loadCatalogue().find((j) => j.templateFamily === 'mdpi');
    if (!journal) throw new Error('no MDPI journal');
    const mdpi = await familyTemplate('mdpi');
    const before = await layout({ journal_id: journal.id });
    expect(before).toMatchObject({ key: 'mdpi', template_id: mdpi.id, version: 1, name: mdpi.name });
    expect(before.family).toEqual(TEMPLATE_FAMILIES.find((family) => family.id === 'mdpi'));
    expect(before.family.base.sections.map((s) => s.heading)).toContain('1. Introduction');
    if (mdpi.fields.definition.kind !== 'family') throw new Error('a family');
    const family = structuredClone(mdpi.fields.definition.family);
    family.base.sections.reverse();
    expect(before.reference_template_id).toBeNull();
    const setting = ReferenceTemplate.parse({ name: 'House', elements: [{ element: 'author' }], end: '.' });
    const reference = await h.call('POST', templateEndpoints.templateCreate.path, {
      name: 'House style',
      template_type: 'template',
      setting,
    });
    const saved = await h.call('PUT', adminEndpoints.journalTemplateSave.path.replace(':id', mdpi.id), {
      ...mdpi.fields,
      reference_template_id: reference.json().template_id,
      definition: { kind: 'family', family },
      base_version: mdpi.version,
    });
    expect(saved.statusCode).toBe(200);
    const after = await layout({ journal_id: journal.id });
    expect(after.version).toBe(2);
    // A journal template naming no reference template of its own is converted with the family's.
    expect(after.reference_template_id).toBe(reference.json().template_id);
    expect(after.family.base.sections).toEqual(family.base.sections);
    expect(after.for_journal?.base.sections).toEqual(family.base.sections);
  });

  it('answers the family as the journal’s conversions take it: its own CSL preset and citation style', async () => {
    const journal = loadCatalogue().find(
      (j) => j.templateFamily === 'wiley' && j.citationFormat === 'numeric',
    );
    if (!journal) throw new Error('no numeric Wiley journal');
    const wiley = await layout({ journal_id: journal.id });
    expect(wiley.family.base.citations.style).toBe('author-year');
    expect(wiley.for_journal?.base.citations.style).not.toBe('author-year');
    expect(wiley.for_journal?.base.referencePreset).toBe(journal.referencePreset);
    expect(wiley.for_journal?.base.sections).toEqual(wiley.family.base.sections);
  });

  it('answers 404 for a journal the catalogue does not know, and 403 to a non-staff user', async () => {
    const unknown = await h.call('GET', layoutPath, { journal_id: 'no-such-journal' });
    expect(unknown.statusCode).toBe(404);
    expect((await h.call('GET', layoutPath, {}, h.member)).statusCode).toBe(403);
  });
});
