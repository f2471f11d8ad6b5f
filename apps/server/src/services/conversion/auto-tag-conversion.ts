import { and, eq, type SQL } from 'drizzle-orm';
import { conversions, storedFiles } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import { JobRefusal } from '../../jobs/job-refusal.ts';
import type { AutoTagManuscriptPayload } from './auto-tag-payload.ts';
import { autoTagRow, claimAutoTag } from './claim-auto-tag.ts';
import { tagBoard } from './tag-board.ts';
import { recallUploadRead } from './upload-read-model.ts';
import { writeBoard } from './write-board.ts';

/**
 * One auto-tag run: the row taken for this job (a job that lost it to a new upload or a file-delete stops), the
 * stored upload read and drawn in a worker thread, tagged unless skipped, then the board written — every write
 * keyed (the same file key, the same row), so a rerun after a crash overwrites rather than adds.
 */
export async function autoTagConversion(
  payload: AutoTagManuscriptPayload,
  ctx: JobContext,
): Promise<unknown> {
  const userId = ctx.userId;
  if (!userId) throw new JobRefusal('bad_request', 'manuscript.auto-tag needs the user it works for');
  const ids = { ...payload, userId, jobId: ctx.jobId };
  if (!(await claimAutoTag(ctx.db, ids))) return { superseded: true };
  const [source] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, payload.sourceFileId), eq(storedFiles.userId, userId)));
  if (!source) throw new JobRefusal('not_found', 'The uploaded manuscript is no longer stored.');

  await ctx.progress({ kind: 'progress', step: 'reading', percent: 10 });
  const bytes = new Uint8Array(await ctx.storage.get(source.key));
  // The upload's read of these very bytes when this process still has it: the checks and the token count are not done twice.
  const stored = recallUploadRead(payload.conversionId, bytes);
  const read = await ctx.isolated(
    'readBoardManuscript',
    stored ? { manuscriptJson: stored } : { fileName: 'source.docx', bytes },
  );
  if (!read.ok) throw new JobRefusal(read.code, read.message);

  await ctx.progress({ kind: 'progress', step: 'tagging', percent: 40 });
  const tags = payload.skip ? null : await tagBoard(ctx, read.manuscript);

  await ctx.progress({ kind: 'progress', step: 'saving', percent: 90 });
  const written = await writeBoard(
    ctx,
    { ...payload, userId, ...read, suggestions: tags?.ranges ?? [], skipped: payload.skip },
    // Still this run's (two attempts overlapping: only the first to finish writes the board).
    and(
      autoTagRow(payload.conversionId, userId, ctx.jobId, payload.sourceFileId),
      eq(conversions.autoTagStatus, 'running'),
    ) as SQL,
  );
  if (!written) return { superseded: true };
  const summary = {
    tagger: tags?.tagger ?? null,
    skipped: payload.skip,
    suggestions: tags?.ranges.length ?? 0,
    warnings: tags?.warnings.map((warning) => warning.code) ?? [],
  };
  await ctx.progress({ kind: 'progress', step: 'saving', percent: 100, data: summary });
  return summary;
}
