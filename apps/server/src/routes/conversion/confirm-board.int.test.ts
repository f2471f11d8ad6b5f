import { type HighlightRange, MANUSCRIPT_UPLOAD_MESSAGES, Manuscript } from '@galley/contracts';
import { renderConfirmHtml } from '@galley/manuscript';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TopicClient } from '../../../test/support/topic-client.ts';
import { conversions, storedFiles, users } from '../../db/schema.ts';
import { readTopicEvents } from '../../jobs/events/read-topic-events.ts';
import { type BoardClient, boardClient } from './test-support/board-client.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';

// Auto-tag and the confirm board (issue 15, spec §4/§5/§7) on a real dev manuscript: upload → the auto-tag job →
// the board → steps confirmed, and every refusal the server makes whatever the browser did. On the database the
// suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

const FILE = 'manuscripts/publichealth_contraception.docx';
let t: TestApp;
let wsBase: string;
let owner: ConversionClient;
let calls: BoardClient;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  wsBase = `ws://127.0.0.1:${address.port}`;
  owner = await conversionClient(t.app);
  calls = boardClient(t.app, owner);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function uploaded(client: ConversionClient = owner): Promise<string> {
  const { id } = (await client.create()).json();
  const response = await client.upload(id, readSharedData(FILE), 'contraception.docx');
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function tagged(client: BoardClient = calls, extra: Record<string, unknown> = {}) {
  const id = await uploaded(client === calls ? owner : undefined);
  expect((await client.autoTag(id, extra)).statusCode).toBe(202);
  const board = await client.waitForBoard(id);
  expect(board.statusCode, board.body).toBe(200);
  return { id, board: board.json() };
}

async function storedManuscript(id: string): Promise<Manuscript> {
  const bytes = await t.app.storage.get(`conversions/${id}/manuscript.json`);
  return Manuscript.parse(JSON.parse(new TextDecoder().decode(bytes)));
}

async function events(topic: string, until: (kinds: string[]) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await readTopicEvents(t.app.db, topic, 0);
    if (until(found.map((e) => e.event.kind)) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('auto-tag and the confirm board', () => {
  it('upload → auto-tag job → board (html, suggestions, step data) → title confirmed with its suggestion → next step', async () => {
    const id = await uploaded();
    const first = await calls.autoTag(id, { article_type: 'original_article' });
    expect(first.statusCode, first.body).toBe(202);
    const started = first.json();
    expect(started).toEqual({
      conversion_id: id,
      job_id: expect.any(String),
      topic: `conversion:${id}`,
      status: 'queued',
    });
    // A second call while it is under way answers the same job.
    const again = await calls.autoTag(id);
    expect(again.statusCode).toBe(202);
    expect(again.json().job_id).toBe(started.job_id);

    const response = await calls.waitForBoard(id);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json();
    // Once written, a call (a reload of the status board) answers the finished job and runs nothing.
    expect((await calls.autoTag(id)).json()).toMatchObject({ job_id: started.job_id, status: 'success' });
    expect(board).toMatchObject({
      conversion_id: id,
      status: 'draft',
      article_type: 'original_article',
      current_target_step: 'front.title',
      additional_text: {},
      auto_tag_status: 'success',
    });
    expect(board.step_data.current_step).toBe('front.title');
    expect(board.step_data.step_set_list.map((s: { step_set_value: string }) => s.step_set_value)).toEqual([
      'abstract',
      'main',
    ]);
    expect(board.client_html).toContain('data-block="');
    expect(board.client_html).not.toContain('data-highlight-container-');
    const suggestions = board.auto_tags as HighlightRange[];
    const steps = new Set(suggestions.map((range) => range.step));
    for (const step of ['front.title', 'abstract.background', 'main.introduction', 'back.references'])
      expect(steps, step).toContain(step);

    // Progress on the conversion's topic, named after the job: start, reading, tagging, saving, success.
    const stored = await events(`conversion:${id}`, (kinds) => kinds.includes('success'));
    const mine = stored.filter((e) => e.event.name === 'manuscript.auto-tag');
    expect(mine.map((e) => e.event.kind)).toEqual([
      'start',
      'progress',
      'progress',
      'progress',
      'progress',
      'success',
    ]);
    expect(mine.filter((e) => e.event.kind === 'progress').map((e) => e.event.step)).toEqual([
      'reading',
      'tagging',
      'saving',
      'saving',
    ]);
    expect(mine.at(-2)?.event.data).toMatchObject({ tagger: 'local', skipped: false });

    // One model file and the upload, both under the conversion.
    const files = await t.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(files.map((file) => file.key).sort()).toEqual([
      `conversions/${id}/manuscript.json`,
      `conversions/${id}/source.docx`,
    ]);

    // The author confirms the title with the tagger's range, as the board sends it (its HTML with the highlight).
    const manuscript = await storedManuscript(id);
    const title = suggestions.filter((range) => range.step === 'front.title');
    // The tagger's title may run over two paragraphs (one drag, a range per block).
    expect(title.length).toBeGreaterThan(0);
    const saved = await calls.update({
      conversion_id: id,
      current_target_step: 'front.title',
      client_html: renderConfirmHtml(manuscript, title),
      additional_text: 'The title',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.success).toBe(true);
    expect(answer.next_step).toBe('front.running_title');
    expect(answer.step_data.current_step).toBe('front.running_title');
    const titleStep = answer.step_data.step_set_list[0].step_array.find(
      (s: { step_value: string }) => s.step_value === 'front.title',
    );
    expect(titleStep.done).toBe(true);
    const after = (await calls.board(id)).json();
    expect(after.current_target_step).toBe('front.running_title');
    expect(after.client_html).toContain('data-highlight-container-front.title-0');
    expect(after.additional_text).toEqual({ 'front.title': 'The title' });

    // An optional step passes with nothing highlighted; back moves without unmarking.
    const pass = await calls.update({
      conversion_id: id,
      current_target_step: 'front.running_title',
      client_html: after.client_html,
    });
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json().next_step).toBe('front.authors');
    const back = await calls.update({
      conversion_id: id,
      current_target_step: 'front.authors',
      direction: 'back',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().next_step).toBe('front.running_title');
    expect((await calls.board(id)).json().current_target_step).toBe('front.running_title');
    // get-conversion shows the same step data.
    expect((await owner.get(id)).json().step_data.current_step).toBe('front.running_title');
  }, 120_000);

  it('refuses: no upload, not tagged yet, skipping ahead, altered text, empty required step, two areas, forbidden overlap, converting', async () => {
    const { id: fresh } = (await owner.create()).json();
    const noFile = await calls.autoTag(fresh);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('no_file');
    expect((await calls.board(fresh)).statusCode).toBe(409);
    expect((await calls.board(fresh)).json().code).toBe('not_tagged');

    const { id, board } = await tagged();
    const manuscript = await storedManuscript(id);
    const suggestions = board.auto_tags as HighlightRange[];
    const title = suggestions.filter((range) => range.step === 'front.title');
    const html = (ranges: HighlightRange[]) => renderConfirmHtml(manuscript, ranges);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await calls.update({ conversion_id: id, ...body });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
      return response.json();
    };

    // Skipping ahead of the title (required, not done).
    const ahead = await refused(
      { current_target_step: 'abstract.background', client_html: html(title) },
      400,
      'step_not_allowed',
    );
    expect(ahead.detail).toBe('Error : failed to update conversion data');
    await refused({ current_target_step: 'table.title', client_html: html(title) }, 400, 'step_not_allowed');
    // A block's text altered.
    const [range] = title as [HighlightRange];
    const blockText = manuscript.blocks.find((b) => b.id === range.block && b.type === 'paragraph');
    const original = (blockText as { text: string }).text;
    const altered = html(title).replace(original.slice(0, 12), 'Tampered tex');
    expect(altered).not.toBe(html(title));
    const text = await refused(
      { current_target_step: 'front.title', client_html: altered },
      400,
      'text_altered',
    );
    expect(text.detail).toBe('Error : failed to update conversion data');
    // A required step with nothing (or only an empty container).
    const empty = await refused(
      { current_target_step: 'front.title', client_html: html([]) },
      400,
      'required_step_empty',
    );
    expect(empty.detail).toBe('This step is required: drag at least one area before going on.');
    await refused(
      { current_target_step: 'front.title', client_html: html([{ ...range, end: range.start }]) },
      400,
      'required_step_empty',
    );
    // Two separate areas on a single step.
    const far = suggestions.find((r) => r.step === 'back.references') as HighlightRange;
    await refused(
      { current_target_step: 'front.title', client_html: html([range, { ...far, step: 'front.title' }]) },
      400,
      'single_only',
    );
    // The title's text also highlighted as the authors: forbidden.
    const overlap = await refused(
      { current_target_step: 'front.title', client_html: html([range, { ...range, step: 'front.authors' }]) },
      400,
      'forbidden_overlap',
    );
    expect(overlap.detail).toBe('This step does not allow duplicate dragging.');
    expect(overlap.steps).toEqual(['front.title', 'front.authors']);
    // Nothing of that was stored.
    expect((await calls.board(id)).json().current_target_step).toBe('front.title');

    // Converting: the board cannot change, tagging cannot start again.
    await t.app.db.update(conversions).set({ status: 'converting' }).where(eq(conversions.id, id));
    await refused({ current_target_step: 'front.title', client_html: html(title) }, 409, 'not_draft');
    expect((await calls.autoTag(id)).json().code).toBe('not_draft');
    expect((await calls.fileDelete(id)).statusCode).toBe(409);
  }, 120_000);

  it('going on without auto-tagging: the board without suggestions, the step data of the article type', async () => {
    const { id, board } = await tagged(calls, { skip: true, article_type: 'review_article' });
    expect(board).toMatchObject({
      auto_tag_status: 'skipped',
      auto_tags: [],
      article_type: 'review_article',
    });
    const methods = board.step_data.step_set_list[1].step_array.find(
      (s: { step_value: string }) => s.step_value === 'main.materials_and_methods',
    );
    expect(methods.required).toBe(false);
    const manuscript = await storedManuscript(id);
    const first = manuscript.blocks.find((b) => b.type === 'paragraph' && b.text.trim() !== '');
    const range = { step: 'front.title' as const, block: first?.id ?? '', start: 0, end: 5 };
    const saved = await calls.update({
      conversion_id: id,
      current_target_step: 'front.title',
      client_html: renderConfirmHtml(manuscript, [range]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await calls.autoTag(id);
    expect(again.statusCode).toBe(202);
    expect(again.json().status).toBe('skipped');
  }, 120_000);

  it('a stored file that cannot be read: the job fails with its message, auto_tag_status failed; a new call starts again', async () => {
    const id = await uploaded();
    const key = `conversions/${id}/source.docx`;
    await t.app.storage.put(key, new TextEncoder().encode('not a word file'));
    const first = (await calls.autoTag(id)).json();
    const stored = await events(`conversion:${id}`, (kinds) => kinds.includes('failed'));
    const failed = stored.find((e) => e.event.kind === 'failed');
    expect(failed?.event).toMatchObject({ name: 'manuscript.auto-tag', job: first.job_id });
    expect(failed?.event.detail).toBe(MANUSCRIPT_UPLOAD_MESSAGES.file_type);
    // A refusal is not retried.
    expect(stored.map((e) => e.event.kind)).not.toContain('retrying');
    const board = await calls.board(id);
    expect(board.statusCode).toBe(409);
    expect(board.json()).toMatchObject({ code: 'not_tagged', auto_tag_status: 'failed' });

    await t.app.storage.put(key, readSharedData(FILE));
    const second = (await calls.autoTag(id)).json();
    expect(second.job_id).not.toBe(first.job_id);
    expect((await calls.waitForBoard(id)).statusCode).toBe(200);
  }, 120_000);

  it('file-download gives the upload back; file-delete takes the conversion back to initial with nothing stored', async () => {
    const { id } = await tagged();
    const download = await calls.fileDownload(id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('contraception.docx');
    expect(download.rawPayload.equals(Buffer.from(readSharedData(FILE)))).toBe(true);

    const deleted = await calls.fileDelete(id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await owner.get(id)).json()).toMatchObject({
      status: 'initial',
      file_name: null,
      step_data: null,
    });
    expect((await calls.board(id)).statusCode).toBe(409);
    expect((await calls.fileDownload(id)).statusCode).toBe(404);
    const files = await t.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(files).toEqual([]);
    expect(await t.app.storage.exists(`conversions/${id}/manuscript.json`)).toBe(false);
    // And a new upload is tagged again.
    expect((await owner.upload(id, readSharedData(FILE), 'again.docx')).statusCode).toBe(200);
    expect((await calls.autoTag(id)).statusCode).toBe(202);
    expect((await calls.waitForBoard(id)).statusCode).toBe(200);
  }, 120_000);

  it("text data in the user's language, or the one asked; ai-status is the local tagger, operational", async () => {
    const en = (await calls.textData('?article_type=case_report')).json();
    expect(en.locale).toBe('en');
    expect(en.article_type).toBe('case_report');
    expect(en.explain_bar['front.title']).toEqual(expect.any(String));
    expect(en.step_names['main.discussion']).toEqual(expect.any(String));
    expect(en.required_steps).toContain('front.title');
    expect(en.required_steps).not.toContain('main.materials_and_methods');
    const korean = await conversionClient(t.app);
    await t.app.db.update(users).set({ locale: 'ko' }).where(eq(users.id, korean.userId));
    const ko = (await boardClient(t.app, korean).textData()).json();
    expect(ko.locale).toBe('ko');
    expect(ko.step_names['front.title']).not.toBe(en.step_names['front.title']);
    const ja = (await calls.textData('?locale=ja')).json();
    expect(ja.locale).toBe('ja');
    expect((await calls.textData('?article_type=poem')).statusCode).toBe(400);
    expect((await calls.aiStatus()).json()).toEqual({ tagger: 'local', status: 'operational' });
  });

  it("another user's conversion is 404 on every board call and on its websocket topic", async () => {
    const { id, board } = await tagged();
    const stranger = await conversionClient(t.app);
    const theirs = boardClient(t.app, stranger);
    for (const answer of [
      await theirs.autoTag(id),
      await theirs.autoTag(id, { skip: true }),
      await theirs.board(id),
      await theirs.update({
        conversion_id: id,
        current_target_step: 'front.title',
        client_html: board.client_html,
      }),
      await theirs.update({ conversion_id: id, current_target_step: 'front.authors', direction: 'back' }),
      await theirs.fileDelete(id),
      await theirs.fileDownload(id),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toBe('not_found');
    }
    for (const path of [
      '/ws/',
      `/ws/auto-tagging/?conversion_id=${id}`,
      `/ws/convert/?conversion_id=${id}`,
    ]) {
      const spy = new TopicClient(`${wsBase}${path}`, stranger.headers.cookie ?? '');
      await spy.connect();
      if (path === '/ws/') spy.subscribeFrom(`conversion:${id}`, 0);
      await spy.until(() => spy.errors.length > 0, 10_000);
      expect(spy.errors[0]).toMatchObject({ code: 'not_found' });
      expect(spy.events).toEqual([]);
      spy.close();
    }
    // The owner follows it on the alias.
    const mine = new TopicClient(
      `${wsBase}/ws/auto-tagging/?conversion_id=${id}`,
      owner.headers.cookie ?? '',
    );
    await mine.connect();
    await mine.until(() => mine.done(`conversion:${id}`), 10_000);
    mine.close();
    expect((await calls.board(id)).json().auto_tag_status).toBe('success');
    expect((await theirs.aiStatus()).statusCode).toBe(200);
  }, 120_000);
});
