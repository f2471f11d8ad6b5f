import type { ConvertOutputItem, ConvertOutputStatus } from '@galley/contracts';

export interface StatusSummary {
  total: number;
  counts: Record<ConvertOutputStatus, number>;
  /** Outputs that are over (complete or failed). */
  finished: number;
  /** No output is queued or converting any more. */
  settled: boolean;
  /** At least one .docx is ready to download. */
  anyComplete: boolean;
}

/** The run at a glance: how many journals are in each state, and whether the run is over. */
export function statusSummary(outputs: readonly Pick<ConvertOutputItem, 'status'>[]): StatusSummary {
  const counts: Record<ConvertOutputStatus, number> = { queued: 0, converting: 0, complete: 0, failed: 0 };
  for (const output of outputs) counts[output.status] += 1;
  const finished = counts.complete + counts.failed;
  return {
    total: outputs.length,
    counts,
    finished,
    settled: outputs.length > 0 && finished === outputs.length,
    anyComplete: counts.complete > 0,
  };
}
