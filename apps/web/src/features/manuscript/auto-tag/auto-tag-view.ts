import { AUTO_TAG_JOB_NAME, type JobEvent } from '@galley/contracts';
import type { RealtimeStatus } from '../../../lib/realtime/realtime-state.ts';

/** The auto-tag board's states (spec §2: start, waiting, success, failed, server connection error). */
export type AutoTagPhase =
  | 'connecting'
  | 'idle'
  | 'waiting'
  | 'start'
  | 'success'
  | 'failed'
  | 'connectionError';

export interface AutoTagView {
  phase: AutoTagPhase;
  /** reading | tagging | saving while running. */
  step: string | null;
  percent: number | null;
  /** The job went on without tagging (create-auto-tag-task with skip). */
  skipped: boolean;
  detail: string | null;
}

export interface AutoTagInput {
  /** Every event of `conversion:<id>` so far (convert jobs' events among them). */
  events: readonly JobEvent[];
  replayed: boolean;
  socket: RealtimeStatus;
  /** The author just started the job, so no event yet means it is queued, not that none was started. */
  justStarted: boolean;
}

/**
 * The board's state from the topic's events: only the auto-tag job's, and only its last run's (a re-upload or a
 * retry starts another job on the same topic, and the replay brings the old run's events too). A socket that
 * gave up is a server connection error unless the run had already ended.
 */
export function autoTagView({ events, replayed, socket, justStarted }: AutoTagInput): AutoTagView {
  const own = events.filter((event) => event.name === AUTO_TAG_JOB_NAME);
  const lastJob = own.at(-1)?.job;
  const run = lastJob === undefined ? own : own.filter((event) => event.job === lastJob);
  const view: AutoTagView = { phase: 'waiting', step: null, percent: null, skipped: false, detail: null };
  for (const event of run) {
    if (event.kind === 'queued') Object.assign(view, { phase: 'waiting' });
    else if (event.kind === 'start' || event.kind === 'retrying') Object.assign(view, { phase: 'start' });
    else if (event.kind === 'progress')
      Object.assign(view, {
        phase: 'start',
        step: event.step ?? view.step,
        percent: event.percent ?? view.percent,
      });
    else if (event.kind === 'success')
      Object.assign(view, { phase: 'success', percent: 100, skipped: event.data?.skipped === true });
    else if (event.kind === 'failed') Object.assign(view, { phase: 'failed', detail: event.detail ?? null });
  }
  const ended = view.phase === 'success' || view.phase === 'failed';
  if (!ended && socket === 'failed') return { ...view, phase: 'connectionError' };
  if (run.length === 0 && !replayed) return { ...view, phase: 'connecting' };
  if (run.length === 0 && !justStarted) return { ...view, phase: 'idle' };
  return view;
}
