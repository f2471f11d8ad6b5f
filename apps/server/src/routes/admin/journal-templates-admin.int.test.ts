import { randomUUID } from 'node:crypto';
import {
  adminEndpoints,
  type JournalTemplateDefinition,
  type JournalTemplateDetail,
  ReferenceTemplate,
  TEMPLATE_IN_USE_MESSAGE,
  templateEndpoints,
} from '@galley/contracts';
import { loadCatalogue } from '@galley/journals';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { conversionOutputs, conversions } from '../../db/schema.ts';
import { pinOutputTemplate } from '../../services/journal-templates/pin-output-template.ts';
import { type AdminHarness, startAdminHarness } from './test-support/admin-harness.ts';

// Journal templates as staff edit them: every save a new version with who and when, a conversion keeping the
// version it was converted with, a preview of an unsaved edit, and the reference template a journal template
// uses protected from deletion.

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
}, 120_000);
afterAll(() => h?.close());

const path = (id: string) => adminEndpoints.journalTemplateGet.path.replace(':id', id);

async function familyTemplate(key: string): Promise<JournalTemplateDetail> {
  const list = await h.call('GET', adminEndpoints.journalTemplateList.path, { kind: 'family', search: key });
  const row = list.json().results.find((item: { key: string }) => item.key === key);
  return (await h.call('GET', path(row.id))).json();
}

/** The family with every section list (base and per article type) in reverse order. */
function reversed(definition: JournalTemplateDefinition): JournalTemplateDefinition {
  if (definition.kind !== 'family') throw new Error('a family');
  const family = structuredClone(definition.family);
  family.base.sections.reverse();
  for (const part of Object.values(family.articleTypes)) part?.sections?.reverse();
  return { kind: 'family', family };
}

async function save(detail: JournalTemplateDetail, definition = detail.fields.definition, extra = {}) {
  return h.call('PUT', path(detail.id), {
    ...detail.fields,
    definition,
    base_version: detail.version,
    ...extra,
  });
}

async function anOutput(journalId: string) {
  const userId = await createTestUserId(h.t.app);
  const [conversion] = await h.t.app.db.insert(conversions).values({ userId, convertRun: 1 }).returning();
  const [output] = await h.t.app.db
    .insert(conversionOutputs)
    .values({
      conversionId: conversion?.id ?? randomUUID(),
      userId,
      run: 1,
      position: 0,
      journalId,
      journalTitle: journalId,
      articleType: 'original_article',
    })
    .returning();
  if (!output) throw new Error('no output');
  return output;
}

const reload = async (id: string) =>
  (await h.t.app.db.select().from(conversionOutputs).where(eq(conversionOutputs.id, id)))[0];

describe('journal templates (admin)', () => {
  it('lists the seeded templates, searched and by kind', async () => {
    const all = (await h.call('GET', adminEndpoints.journalTemplateList.path)).json();
    expect(all.count).toBe(32);
    const journals = (
      await h.call('GET', adminEndpoints.journalTemplateList.path, { kind: 'journal' })
    ).json();
    expect(journals.count).toBe(13);
    const lancet = (
      await h.call('GET', adminEndpoints.journalTemplateList.path, { search: 'lancet' })
    ).json();
    expect(lancet.results.map((row: { key: string }) => row.key).sort()).toEqual(['lancet', 'the-lancet']);
    const elsevier = all.results.find((row: { key: string }) => row.key === 'elsevier');
    expect(elsevier.journal_count).toBeGreaterThan(100);
    expect(elsevier.version).toBe(1);
    expect(elsevier.updated_by).toBeNull();
  });

  it('makes every save a new version with its author, keeps old versions readable, refuses a stale base', async () => {
    const before = await familyTemplate('karger');
    const first = await save(before, before.fields.definition, { category: 'pharmacology' });
    expect(first.statusCode).toBe(200);
    const second = await save(first.json(), reversed(before.fields.definition));
    expect(second.statusCode).toBe(200);
    const detail: JournalTemplateDetail = second.json();
    expect(detail.version).toBe(3);
    expect(detail.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(detail.versions[0]?.author?.id).toBe(h.staffId);
    expect(detail.versions[2]?.author).toBeNull();
    expect(detail.category).toBe('pharmacology');
    const v1 = (await h.call('GET', path(before.id), { version: 1 })).json();
    expect(v1.fields).toEqual(before.fields);
    const stale = await save(before);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ reason: 'stale_version', current_version: 3 });
    const wrongKind = await save(detail, {
      kind: 'journal',
      override: { journalId: 'x', guidelineUrl: 'https://x.org' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('keeps the version a conversion was converted with after a newer save', async () => {
    const journal = loadCatalogue().find((j) => j.templateFamily === 'sage');
    if (!journal) throw new Error('no SAGE journal');
    const output = await anOutput(journal.id);
    const kept = await pinOutputTemplate(h.t.app.db, output, 'original_article');
    const pinned = await reload(output.id);
    expect(pinned?.familyVersionId).toBeTruthy();
    const sage = await familyTemplate('sage');
    expect((await save(sage, reversed(sage.fields.definition))).statusCode).toBe(200);
    const again = await pinOutputTemplate(h.t.app.db, pinned ?? output, 'original_article');
    expect(again).toEqual(kept);
    expect((await reload(output.id))?.familyVersionId).toBe(pinned?.familyVersionId);
    const fresh = await pinOutputTemplate(h.t.app.db, await anOutput(journal.id), 'original_article');
    expect(fresh?.sections.map((s) => s.heading)).toEqual(kept?.sections.map((s) => s.heading).reverse());
  });

  it('previews an unsaved edit: the sample manuscript as a .docx in the edited section order', async () => {
    const plos = await familyTemplate('plos');
    const journal = loadCatalogue().find((j) => j.templateFamily === 'plos' && j.id !== 'plos-medicine');
    if (!journal) throw new Error('no PLOS journal');
    const preview = async (definition: JournalTemplateDefinition) => {
      const response = await h.call('POST', adminEndpoints.journalTemplatePreview.path, {
        journal_id: journal.id,
        article_type: 'original_article',
        fields: { ...plos.fields, definition },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-disposition']).toContain('.docx');
      return strFromU8(unzipSync(response.rawPayload)['word/document.xml'] ?? new Uint8Array());
    };
    const order = (xml: string) =>
      ['Introduction', 'Methods', 'Results', 'Discussion']
        .map((heading) => ({ heading, at: xml.indexOf(`>${heading}<`) }))
        .filter((found) => found.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((found) => found.heading);
    const saved = order(await preview(plos.fields.definition));
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(order(await preview(reversed(plos.fields.definition)))).toEqual([...saved].reverse());
    expect((await familyTemplate('plos')).version).toBe(1);
  }, 120_000);

  it('protects the reference template a journal template uses from deletion, and only the caller’s own', async () => {
    const setting = ReferenceTemplate.parse({ name: 'House', elements: [{ element: 'author' }], end: '.' });
    const created = await h.call('POST', templateEndpoints.templateCreate.path, {
      name: 'House style',
      template_type: 'template',
      setting,
    });
    expect(created.statusCode).toBe(201);
    const referenceId: string = created.json().template_id;
    const fields = {
      kind: 'journal',
      key: 'house-journal',
      name: 'House journal',
      category: 'medicine',
      journal_ids: ['bmc-cancer'],
      reference_template_id: referenceId,
      definition: {
        kind: 'journal',
        override: { journalId: 'bmc-cancer', guidelineUrl: 'https://example.org/g' },
      },
    };
    const notOwn = await h.call('POST', adminEndpoints.journalTemplateCreate.path, fields, h.superuser);
    expect(notOwn.statusCode).toBe(404);
    // Nor can a preview borrow another user's reference template before any journal template uses it.
    const { kind: _kind, key: _key, ...unsaved } = fields;
    const previewAs = (session: string, previewed: object) =>
      h.call(
        'POST',
        adminEndpoints.journalTemplatePreview.path,
        { journal_id: 'bmc-cancer', article_type: 'original_article', fields: previewed },
        session,
      );
    expect((await previewAs(h.superuser, unsaved)).statusCode).toBe(404);
    const template = await h.call('POST', adminEndpoints.journalTemplateCreate.path, fields);
    expect(template.statusCode).toBe(201);
    expect(template.json()).toMatchObject({
      version: 1,
      journal_ids: ['bmc-cancer'],
      reference_template_id: referenceId,
    });
    // The journal's conversions and its preview format the reference list with it: author only, no titles.
    const kept = await pinOutputTemplate(h.t.app.db, await anOutput('bmc-cancer'), 'original_article');
    expect(kept?.referenceTemplate?.name).toBe('House style');
    const preview = await h.call('POST', adminEndpoints.journalTemplatePreview.path, {
      journal_id: 'bmc-cancer',
      article_type: 'original_article',
      fields: { ...template.json().fields },
    });
    expect(preview.statusCode).toBe(200);
    // Once the journal's template uses it, another staff member may preview edits that keep it.
    expect((await previewAs(h.superuser, template.json().fields)).statusCode).toBe(200);
    const xml = strFromU8(unzipSync(preview.rawPayload)['word/document.xml'] ?? new Uint8Array());
    expect(xml).toContain('Smith');
    expect(xml).not.toContain('A study of samples');
    const taken = await h.call('POST', adminEndpoints.journalTemplateCreate.path, fields);
    expect(taken.json()).toMatchObject({ reason: 'key_taken' });
    const del = () => h.call('DELETE', templateEndpoints.templateDelete.path, { template_id: referenceId });
    const refused = await del();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(TEMPLATE_IN_USE_MESSAGE);
    expect((await save(template.json(), undefined, { reference_template_id: null })).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(200);
  }, 120_000);
});
