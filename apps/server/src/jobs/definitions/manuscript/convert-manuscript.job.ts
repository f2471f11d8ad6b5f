import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversions, storedFiles } from '../../../db/schema.ts';
import { saveStoredFile } from '../../../services/files/save-stored-file.ts';
import { defineJob } from '../../define-job.ts';
import { JobRefusal } from '../../job-refusal.ts';

export const ConvertManuscriptPayload = z.object({
  conversionId: z.uuid(),
  sourceFileId: z.uuid(),
  journalId: z.string().min(1).max(200),
  articleType: z.string().min(1).max(60),
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * One manuscript written for one journal: the source read, tagged and written in a worker thread
 * (an untrusted file never runs on the server's event loop), the .docx and its compliance report
 * stored under keys derived from the conversion and the journal.
 */
export const convertManuscriptJob = defineJob({
  name: 'manuscript.convert',
  version: 1,
  payload: ConvertManuscriptPayload,
  timeoutSeconds: 600,
  retry: { limit: 2, delaySeconds: 5, backoff: true },
  concurrency: 2,
  async run(payload, ctx) {
    if (!ctx.userId) throw new JobRefusal('bad_request', 'manuscript.convert needs the user it works for');
    const [conversion] = await ctx.db
      .select({ id: conversions.id })
      .from(conversions)
      .where(and(eq(conversions.id, payload.conversionId), eq(conversions.userId, ctx.userId)));
    if (!conversion) throw new JobRefusal('not_found', 'conversion not found');
    const [source] = await ctx.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, payload.sourceFileId), eq(storedFiles.userId, ctx.userId)));
    if (!source) throw new JobRefusal('not_found', 'source file not found');
    await ctx.progress({
      kind: 'progress',
      step: 'reading',
      percent: 10,
      data: { journal: payload.journalId },
    });
    const bytes = new Uint8Array(await ctx.storage.get(source.key));
    const result = await ctx.isolated('convertManuscript', {
      fileName: source.name,
      bytes,
      journalId: payload.journalId,
      articleType: payload.articleType,
    });
    if (!result.ok) throw new JobRefusal(result.code, result.message);
    await ctx.progress({
      kind: 'progress',
      step: 'writing',
      percent: 90,
      data: { journal: payload.journalId },
    });
    const base = `conversions/${payload.conversionId}/${payload.journalId}`;
    const ownerRef = `conversion:${payload.conversionId}`;
    const common = {
      db: ctx.db,
      storage: ctx.storage,
      userId: ctx.userId,
      kind: 'output' as const,
      ownerRef,
    };
    const docx = await saveStoredFile({
      ...common,
      key: `${base}.docx`,
      name: `${payload.journalId}.docx`,
      contentType: DOCX,
      bytes: result.docx,
    });
    const report = await saveStoredFile({
      ...common,
      key: `${base}.compliance.json`,
      name: `${payload.journalId}.compliance.json`,
      contentType: 'application/json',
      bytes: new TextEncoder().encode(`${JSON.stringify(result.report, null, 2)}\n`),
    });
    return { docxFileId: docx.id, reportFileId: report.id, problems: result.report.problems.length };
  },
});
