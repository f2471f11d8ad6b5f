import { ARTICLE_TYPES } from '@galley/contracts';
import {
  findJournal,
  JOURNAL_TEMPLATE_OVERRIDES,
  loadCatalogue,
  resolveJournalTemplate,
} from '@galley/journals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { chooseTargetJournals } from '../conversion/choose-target-journals.ts';
import { resolveConversionTemplate } from './resolve-conversion-template.ts';
import { seedJournalTemplates } from './seed-journal-templates.ts';

// Journal templates moved from code into the database: a seeded database must lay out every journal exactly as
// the code did, and seeding again must change nothing.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ GALLEY_RUN_JOBS: 'false' });
}, 60_000);
afterAll(() => t?.close());

/** One journal per family (the first in the catalogue) and every journal with its own override. */
function sampleJournalIds(): string[] {
  const perFamily = new Map<string, string>();
  for (const journal of loadCatalogue())
    if (!perFamily.has(journal.templateFamily)) perFamily.set(journal.templateFamily, journal.id);
  return [...perFamily.values(), ...JOURNAL_TEMPLATE_OVERRIDES.map((override) => override.journalId)];
}

describe('journal templates in the database', () => {
  it('seeds the 19 families and 13 journal overrides once, at version 1', async () => {
    const rows = await t.app.db.select().from(journalTemplates);
    expect(rows.filter((row) => row.kind === 'family')).toHaveLength(19);
    expect(rows.filter((row) => row.kind === 'journal')).toHaveLength(13);
    expect(rows.every((row) => row.currentVersion === 1)).toBe(true);
    expect(await seedJournalTemplates(t.app.db)).toBe(0);
    expect(await t.app.db.select().from(journalTemplateVersions)).toHaveLength(32);
  });

  it('resolves every article type of a journal of each family and of each override as the code does', async () => {
    const ids = sampleJournalIds();
    let compared = 0;
    for (const id of ids) {
      const journal = findJournal(id);
      if (!journal) throw new Error(`no journal ${id}`);
      for (const articleType of ARTICLE_TYPES.filter((type) => journal.articleTypes.includes(type))) {
        const fromDb = await resolveConversionTemplate(t.app.db, id, articleType);
        expect(fromDb?.template, `${id} ${articleType}`).toEqual(
          resolveJournalTemplate(journal, articleType),
        );
        expect(fromDb?.familyVersionId).toBeTruthy();
        compared += 1;
      }
    }
    expect(ids.length).toBeGreaterThanOrEqual(32);
    expect(compared).toBeGreaterThan(100);
  });

  it('reads an edited family version, and a pinned version after a newer save', async () => {
    const [family] = await t.app.db
      .select({ id: journalTemplates.id, version: journalTemplateVersions })
      .from(journalTemplates)
      .innerJoin(journalTemplateVersions, eq(journalTemplateVersions.templateId, journalTemplates.id))
      .where(and(eq(journalTemplates.kind, 'family'), eq(journalTemplates.key, 'wiley')));
    if (family?.version.definition.kind !== 'family') throw new Error('no wiley family');
    const journal = loadCatalogue().find((j) => j.templateFamily === 'wiley');
    if (!journal) throw new Error('no wiley journal');
    const before = await resolveConversionTemplate(t.app.db, journal.id, 'original_article');
    const edited = structuredClone(family.version.definition);
    edited.family.base.sections = [...edited.family.base.sections].reverse();
    await t.app.db.insert(journalTemplateVersions).values({
      ...family.version,
      id: undefined,
      version: 2,
      definition: edited,
      createdAt: new Date(),
    });
    await t.app.db
      .update(journalTemplates)
      .set({ currentVersion: 2 })
      .where(eq(journalTemplates.id, family.id));
    const after = await resolveConversionTemplate(t.app.db, journal.id, 'original_article');
    expect(after?.template.sections.map((s) => s.heading)).toEqual(
      before?.template.sections.map((s) => s.heading).reverse(),
    );
    expect(after?.familyVersionId).not.toBe(before?.familyVersionId);
    const pinned = await resolveConversionTemplate(t.app.db, journal.id, 'original_article', {
      familyVersionId: before?.familyVersionId ?? null,
      journalVersionId: null,
    });
    expect(pinned?.template).toEqual(before?.template);
  });

  it('seeds once when two servers start together: one wins each template, none lacks its version', async () => {
    await t.app.db.delete(journalTemplates);
    // Two starts at once (on PostgreSQL two pooled connections, each in its own transaction).
    const added = await Promise.all([seedJournalTemplates(t.app.db), seedJournalTemplates(t.app.db)]);
    expect(added[0] + added[1]).toBe(32);
    expect(await t.app.db.select().from(journalTemplates)).toHaveLength(32);
    const versions = await t.app.db.select().from(journalTemplateVersions);
    expect(versions.map((row) => row.version)).toEqual(Array(32).fill(1));
  });

  it('takes an article type staff added to a family when the author chooses the journal', async () => {
    await seedJournalTemplates(t.app.db);
    const rows = await t.app.db
      .select({ id: journalTemplates.id, key: journalTemplates.key, version: journalTemplateVersions })
      .from(journalTemplates)
      .innerJoin(journalTemplateVersions, eq(journalTemplateVersions.templateId, journalTemplates.id))
      .where(eq(journalTemplates.kind, 'family'));
    const overridden = new Set(JOURNAL_TEMPLATE_OVERRIDES.map((override) => override.journalId));
    // A family without some article type, and a journal of it with no override of its own.
    const pick = rows.flatMap((row) => {
      const definition = row.version.definition;
      if (definition.kind !== 'family') return [];
      const missing = ARTICLE_TYPES.find((type) => definition.family.articleTypes[type] === undefined);
      const journal = loadCatalogue().find((j) => j.templateFamily === row.key && !overridden.has(j.id));
      return missing && journal ? [{ row, definition, missing, journal }] : [];
    })[0];
    if (!pick) throw new Error('every family takes every article type');
    const choose = () => chooseTargetJournals(t.app.db, [{ journal_id: pick.journal.id }], pick.missing, 10);
    await expect(choose()).rejects.toThrow(/does not take/);

    const edited = structuredClone(pick.definition);
    edited.family.articleTypes[pick.missing] = {};
    await t.app.db.insert(journalTemplateVersions).values({
      ...pick.row.version,
      id: undefined,
      version: pick.row.version.version + 1,
      definition: edited,
      createdAt: new Date(),
    });
    await t.app.db
      .update(journalTemplates)
      .set({ currentVersion: pick.row.version.version + 1 })
      .where(eq(journalTemplates.id, pick.row.id));
    const [target] = await choose();
    expect(target?.article_type).toBe(pick.missing);
    const resolved = await resolveConversionTemplate(t.app.db, pick.journal.id, pick.missing);
    expect(resolved?.template.sections.length).toBeGreaterThan(0);
  });
});
