import { RecentValues } from '../../../services/conversion/recent-values.ts';
import { saveStoredFile } from '../../../services/files/save-stored-file.ts';
import type { JobContext } from '../../job-context.ts';
import { JobRefusal } from '../../job-refusal.ts';

export interface RunRead {
  /** prepareConversion's preparedJson: the source's model and its tags, the same for every journal. */
  preparedJson: string;
  figureFileIds: string[];
}

export interface RunReadPayload {
  conversionId: string;
  run: number;
  tagsJson: string;
  titleText?: string | undefined;
}

// A run's jobs are queued together and run within seconds of each other; a run's read is a few MB of JSON.
const reads = new RecentValues<Promise<RunRead>>(4, 10 * 60_000);

/**
 * A convert run's read, done once per run in this process and shared by its journals' jobs (concurrent ones
 * wait for the same promise): the source read and tagged, its figures stored under the run (keyed, so a rerun
 * rewrites the same files). A failed read is forgotten, so a retry reads again; a job in another process or
 * after a crash reads for itself — the same result, written to the same keys.
 */
export function readRunOnce(
  ctx: JobContext,
  userId: string,
  payload: RunReadPayload,
  source: { key: string; name: string },
): Promise<RunRead> {
  const key = `${payload.conversionId}/${payload.run}`;
  const known = reads.get(key);
  if (known) return known;
  const read = readRun(ctx, userId, payload, source);
  reads.set(key, read);
  read.catch(() => reads.delete(key));
  return read;
}

async function readRun(
  ctx: JobContext,
  userId: string,
  payload: RunReadPayload,
  source: { key: string; name: string },
): Promise<RunRead> {
  const result = await ctx.isolated('prepareConversion', {
    fileName: source.name,
    bytes: new Uint8Array(await ctx.storage.get(source.key)),
    ...(payload.tagsJson ? { tagsJson: payload.tagsJson } : {}),
    ...(payload.titleText ? { title: payload.titleText } : {}),
  });
  if (!result.ok) throw new JobRefusal(result.code, result.message);
  const runKey = `conversions/${payload.conversionId}/run-${payload.run}`;
  const figureFileIds: string[] = [];
  for (const [index, figure] of result.figures.entries()) {
    const extension = figure.name.split('.').pop() ?? 'bin';
    const saved = await saveStoredFile({
      db: ctx.db,
      storage: ctx.storage,
      userId,
      kind: 'output',
      ownerRef: `conversion:${payload.conversionId}`,
      key: `${runKey}/figures/figure-${index + 1}.${extension}`,
      name: figure.name,
      contentType: figure.contentType,
      bytes: figure.bytes,
    });
    figureFileIds.push(saved.id);
  }
  return { preparedJson: result.preparedJson, figureFileIds };
}
