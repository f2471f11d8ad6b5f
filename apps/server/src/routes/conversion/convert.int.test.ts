import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { conversionOutputs, conversions } from '../../db/schema.ts';
import { boardClient } from './test-support/board-client.ts';
import { confirmedConversion } from './test-support/confirmed-conversion.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';
import { type ConvertCalls, convertCalls } from './test-support/convert-calls.ts';
import {
  conversionUsage,
  docxText,
  outputFiles,
  putOnPlan,
  reservationsOf,
  useUp,
} from './test-support/convert-harness.ts';
import { useTestApp } from './test-support/use-test-app.ts';

// Issue 15: target journals → convert → status → downloads → Reset to Draft, with the manuscript conversions
// quota (one unit per journal, reserved before queueing, counted on success, given back on failure). A real dev
// manuscript (publichealth_contraception.docx, 4 images) confirmed with the local tagger's highlights.

const JOURNALS = ['the-lancet', 'bmc-cancer', 'plos-one'];
const SOURCE = 'manuscripts/publichealth_contraception.docx';
/** Letters only: the writer sets citation numbers as superscripts ("[1]" → "¹") and may re-punctuate headings. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, '');

const t = useTestApp();

async function author(): Promise<{ client: ConversionClient; calls: ConvertCalls }> {
  const client = await conversionClient(t.app);
  await putOnPlan(t.app, client.userId);
  return { client, calls: convertCalls(t.app, client) };
}

describe('convert to three journals', () => {
  it('converts, each .docx holds the tagged text, download-all zips docx + reports + figures, 3 counted, reset → draft', async () => {
    const { client, calls } = await author();
    const conversion = await confirmedConversion(t.app, client, SOURCE);
    const id = conversion.id;

    const targets = await calls.setTargets(id, JOURNALS);
    expect(targets.statusCode, targets.body).toBe(200);
    expect(targets.json().target_journals.map((j: { journal_id: string }) => j.journal_id)).toEqual(JOURNALS);
    expect(targets.json().target_journals[0]).toMatchObject({
      title: 'The Lancet',
      article_type: 'original_article',
    });

    const started = await calls.convert(id);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({
      conversion_id: id,
      run: 1,
      topic: `conversion:${id}`,
      outputs: JOURNALS.map((journal_id) => ({ journal_id, status: 'queued' })),
    });
    expect((await client.get(id)).json().status).toBe('converting');
    expect((await calls.convert(id)).statusCode).toBe(409);

    const settled = await calls.settled(id);
    expect(settled.status).toBe('complete');
    expect(settled.outputs.map((o) => [o.journal_id, o.status, o.error, o.figures])).toEqual(
      JOURNALS.map((journal) => [journal, 'complete', null, 4]),
    );
    const read = (await client.get(id)).json();
    expect(read.status).toBe('complete');
    expect(Date.parse(read.expires_at) - Date.parse(read.completed_at)).toBe(30 * 86_400_000);
    expect((await calls.expired(id)).json()).toEqual({ expired: false });

    const bodySteps = conversion.highlightTexts.filter(
      ({ step, heading }) => step.startsWith('main.') && !heading,
    );
    expect(bodySteps.length).toBeGreaterThan(10);
    for (const journal of JOURNALS) {
      const link = await calls.file(id, journal);
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json().url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\/$/);
      const docx = await calls.fetch(link.json().url);
      expect(docx.statusCode).toBe(200);
      const text = letters(docxText(docx.rawPayload));
      for (const { step, text: tagged } of bodySteps)
        expect(text, `${journal}: ${step}`).toContain(letters(tagged));
      const report = await calls.fetch((await calls.file(id, journal, 'report')).json().url);
      expect(report.json()).toMatchObject({ journalId: journal });
    }

    const all = await calls.all(id);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(all.rawPayload);
    const names = Object.keys(zip).sort();
    expect(names.filter((name) => !name.startsWith('figures/'))).toEqual(
      JOURNALS.flatMap((journal) => [`${journal}-report.json`, `${journal}.docx`]).sort(),
    );
    const figures = names.filter((name) => name.startsWith('figures/'));
    expect(figures.map((name) => name.replace(/\.\w+$/, ''))).toEqual(
      [1, 2, 3, 4].map((n) => `figures/Figure ${n}`),
    );
    // The figures are the source's own images, byte for byte.
    const media = Object.values(
      unzipSync(readSharedData(SOURCE), { filter: (f) => f.name.startsWith('word/media/') }),
    );
    for (const figure of figures)
      expect(media.some((image) => Buffer.from(image).equals(Buffer.from(zip[figure] as Uint8Array)))).toBe(
        true,
      );
    for (const journal of JOURNALS) expect(docxText(zip[`${journal}.docx`] as Uint8Array)).not.toBe('');

    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 3, reserved: 0 });
    expect((await outputFiles(t.app, id)).length).toBe(3 * 2 + 4);

    const reset = await calls.reset(id);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    const after = (await client.get(id)).json();
    expect([after.status, after.expires_at]).toEqual(['draft', null]);
    expect(
      (await client.list()).json().conversion_list_info.find((c: { id: string }) => c.id === id).status,
    ).toBe('draft');
  }, 240_000);
});

async function outputsOf(id: string) {
  return t.app.db.select().from(conversionOutputs).where(eq(conversionOutputs.conversionId, id));
}

async function rowOf(id: string) {
  const [row] = await t.app.db.select().from(conversions).where(eq(conversions.id, id));
  if (!row) throw new Error(`no conversion ${id}`);
  return row;
}

describe('quota', () => {
  it('too little left this month → 402 with the run size, nothing reserved, nothing queued, still a draft', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, JOURNALS)).statusCode).toBe(200);
    await useUp(t.app, client.userId, 28); // Pro: 30 a month, 2 left for 3 journals
    const refused = await calls.convert(id);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'quota_used_up',
      sub_domain: 'not_remaining_usage',
      meta: { cur_processing: 3, remaining_usage: 2, max_month: 30 },
    });
    expect(await reservationsOf(t.app, client.userId)).toEqual([]);
    expect(await outputsOf(id)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', convertRun: 0 });
    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 28, reserved: 0 });
  });

  it('more journals than the plan converts at a time (Pro: 5) → 403 exceed/once', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    const six = ['the-lancet', 'bmc-cancer', 'plos-one', 'bmj', 'jama', 'elife'];
    expect((await calls.setTargets(id, six)).statusCode).toBe(200);
    const refused = await calls.convert(id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'quota_exceeded',
      error_type: 'once',
      meta: { max_once: 5 },
    });
    expect(await outputsOf(id)).toEqual([]);
  });

  it('a journal that fails gives its unit back; the others complete and count', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, ['the-lancet', 'nature', 'plos-one'])).statusCode).toBe(200);
    // The catalogue changed after the choice: Nature no longer takes the stored type → its job is refused.
    const row = await rowOf(id);
    const stored = (row.targetJournals as { journal_id: string; article_type: string }[]).map((j) =>
      j.journal_id === 'nature' ? { ...j, article_type: 'case_report' } : j,
    );
    await t.app.db.update(conversions).set({ targetJournals: stored }).where(eq(conversions.id, id));
    expect((await calls.convert(id)).statusCode).toBe(202);
    const settled = await calls.settled(id);
    expect(settled.status).toBe('complete');
    expect(settled.outputs.map((o) => [o.journal_id, o.status])).toEqual([
      ['the-lancet', 'complete'],
      ['nature', 'failed'],
      ['plos-one', 'complete'],
    ]);
    expect(settled.outputs[1]?.error).toContain('does not take case_report');
    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 2, reserved: 0 });
    expect((await reservationsOf(t.app, client.userId)).map((r) => r.state).sort()).toEqual([
      'committed',
      'committed',
      'released',
    ]);
    expect((await calls.file(id, 'nature')).statusCode).toBe(404);
    const zip = unzipSync((await calls.all(id)).rawPayload);
    expect(
      Object.keys(zip)
        .filter((name) => name.endsWith('.docx'))
        .sort(),
    ).toEqual(['plos-one.docx', 'the-lancet.docx']);
  }, 120_000);

  it('no journal converted → back to draft, nothing counted; a second run then converts (run 2)', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, ['nature'])).statusCode).toBe(200);
    await t.app.db
      .update(conversions)
      .set({
        targetJournals: [
          { ...((await rowOf(id)).targetJournals as object[])[0], article_type: 'case_report' },
        ],
      })
      .where(eq(conversions.id, id));
    expect((await calls.convert(id)).statusCode).toBe(202);
    const settled = await calls.settled(id);
    expect([settled.status, settled.outputs[0]?.status]).toEqual(['draft', 'failed']);
    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 0, reserved: 0 });
    expect((await calls.all(id)).statusCode).toBe(404);

    expect((await calls.setTargets(id, ['bmj'])).statusCode).toBe(200);
    const again = await calls.convert(id);
    expect(again.json().run).toBe(2);
    const second = await calls.settled(id);
    expect([second.status, second.outputs.map((o) => [o.journal_id, o.status])]).toEqual([
      'complete',
      [['bmj', 'complete']],
    ]);
    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 1, reserved: 0 });
  }, 120_000);
});

describe('target journals', () => {
  it('11 journals → 400 too_many_journals (max 10); duplicates, unknown journals and types refused; nothing stored', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    const eleven = [
      'the-lancet',
      'bmc-cancer',
      'plos-one',
      'nature',
      'elife',
      'bmj',
      'scientific-reports',
      'jama',
      'cell',
      'peerj',
      'frontiers-in-psychology',
    ];
    const tooMany = await calls.setTargets(id, eleven);
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([400, 'too_many_journals']);
    const ten = await calls.setTargets(id, eleven.slice(0, 10));
    expect([ten.statusCode, ten.json().target_journals.length]).toEqual([200, 10]);
    const twice = await calls.setTargets(id, ['bmj', 'the-lancet', 'bmj']);
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'duplicate_journal']);
    const unknown = await calls.setTargets(id, ['the-lancet', 'no-such-journal']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'unknown_journal']);
    const type = await calls.setTargets(id, [{ journal_id: 'nature', article_type: 'case_report' }]);
    expect([type.statusCode, type.json().code, type.json().detail]).toEqual([
      400,
      'article_type_not_taken',
      'Nature does not take case_report; it takes: original_article, review_article, letter.',
    ]);
    const none = await calls.setTargets(id, []);
    expect([none.statusCode, none.json().code]).toEqual([400, 'no_journals']);
    expect(((await rowOf(id)).targetJournals as unknown[]).length).toBe(10);
    expect((await client.get(id)).json().target_journals).toHaveLength(10);
  });

  it('convert needs the board: no client_html → 409 not_tagged; a required step not done → 400 incomplete_steps', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, ['bmj'])).statusCode).toBe(200);
    const row = await rowOf(id);
    await t.app.db.update(conversions).set({ clientHtml: null }).where(eq(conversions.id, id));
    const untagged = await calls.convert(id);
    expect([untagged.statusCode, untagged.json().code]).toEqual([409, 'not_tagged']);
    const steps = structuredClone(row.stepData) as {
      step_set_list: { step_array: { done: boolean; required: boolean }[] }[];
    };
    const required = steps.step_set_list.flatMap((set) => set.step_array).find((step) => step.required);
    if (required) required.done = false;
    await t.app.db
      .update(conversions)
      .set({ clientHtml: row.clientHtml, stepData: steps })
      .where(eq(conversions.id, id));
    const incomplete = await calls.convert(id);
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([400, 'incomplete_steps']);
    expect(await outputsOf(id)).toEqual([]);
    expect(await reservationsOf(t.app, client.userId)).toEqual([]);
  });
});

describe('expiry and ownership', () => {
  it('30 days after completion: expired true, downloads, the board and reset → 410 expired', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, ['bmj'])).statusCode).toBe(200);
    expect((await calls.convert(id)).statusCode).toBe(202);
    expect((await calls.settled(id)).status).toBe('complete');
    await t.app.db
      .update(conversions)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(conversions.id, id));
    expect((await calls.expired(id)).json()).toEqual({ expired: true });
    // The author's own upload too (spec §4: no download or access after).
    const board = boardClient(t.app, client);
    const source = await board.fileDownload(id);
    const expiredBoard = await board.board(id);
    for (const response of [
      await calls.file(id, 'bmj'),
      await calls.all(id),
      await calls.reset(id),
      source,
      expiredBoard,
    ])
      expect([response.statusCode, response.json().code]).toEqual([410, 'expired']);
    expect((await calls.status(id)).json().status).toBe('expired');
  }, 120_000);

  it("another user's conversion id → 404 on every new call, and nothing of it changes", async () => {
    const { client } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    const stranger = convertCalls(t.app, await conversionClient(t.app));
    const responses = [
      await stranger.setTargets(id, ['bmj']),
      await stranger.convert(id),
      await stranger.status(id),
      await stranger.file(id, 'bmj'),
      await stranger.all(id),
      await stranger.reset(id),
      await stranger.expired(id),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    for (const response of responses) expect(response.body).not.toContain(client.userId);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', targetJournals: null, convertRun: 0 });
  });
});

describe('reset to draft', () => {
  it('while converting: draft at once; the run finishes into its own rows without moving the conversion', async () => {
    const { client, calls } = await author();
    const { id } = await confirmedConversion(t.app, client, SOURCE);
    expect((await calls.setTargets(id, ['bmj'])).statusCode).toBe(200);
    expect((await calls.convert(id)).statusCode).toBe(202);
    const reset = await calls.reset(id);
    expect([reset.statusCode, (await client.get(id)).json().status]).toEqual([200, 'draft']);
    const settled = await calls.settled(id);
    expect([settled.status, settled.outputs[0]?.status]).toEqual(['draft', 'complete']);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', completedAt: null });
    expect(await conversionUsage(t.app, client.userId)).toEqual({ used: 1, reserved: 0 });
    // A draft can be reset again (no-op), and an initial conversion cannot be reset.
    expect((await calls.reset(id)).statusCode).toBe(200);
    const fresh = (await client.create()).json().id;
    const initial = await calls.reset(fresh);
    expect([initial.statusCode, initial.json().code]).toEqual([409, 'not_convertible']);
  }, 120_000);
});
