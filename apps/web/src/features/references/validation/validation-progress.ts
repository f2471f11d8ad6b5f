import {
  type JobEvent,
  ReferenceOrderProgressData,
  type ReferenceOrderResponse,
  ValidationStep,
} from '@galley/contracts';

export type ValidationPhase = 'starting' | 'checking' | 'classifying' | 'done' | 'failed';

/** What the progress panel shows: spec §4's checking / N/A / classifying and the four sub-steps. */
export interface ValidationProgress {
  phase: ValidationPhase;
  total: number;
  checked: number;
  /** 0..100. */
  percent: number;
  /** Verdicts so far by status (`not_applicable` is the N/A count). */
  counts: Record<string, number>;
  /** Index in ValidationStep.options of the sub-step running (4 when all are complete). */
  stepIndex: number;
  /** The job failed once and is being tried again. */
  retrying: boolean;
  /** Why the check failed, as the server said (phase `failed`). */
  failure: string | null;
}

const STEPS = ValidationStep.options;

function countsOf(order: ReferenceOrderResponse): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reference of order.references) counts[reference.status] = (counts[reference.status] ?? 0) + 1;
  return counts;
}

function percentOf(checked: number, total: number): number {
  return total === 0 ? 0 : Math.min(100, Math.round((100 * checked) / total));
}

/** Where the sub-steps stand when the server names none: PubMed data while checking, then the rest. */
function stepIndexOf(phase: ValidationPhase, checked: number, total: number): number {
  if (phase === 'done') return STEPS.length;
  if (phase === 'classifying') return STEPS.indexOf('classifying_submitted_references');
  if (phase === 'checking' && total > 0 && checked >= total)
    return STEPS.indexOf('comparing_with_pubmed_data');
  return 0;
}

/** The order as GET reference-order tells it (a reload, or before any event has arrived). */
export function progressFromOrder(order: ReferenceOrderResponse): ValidationProgress {
  const total = order.references.length;
  const checked = order.references.filter((reference) => reference.status !== 'pending').length;
  const phase: ValidationPhase = order.status === 'checking' && order.step < 2 ? 'starting' : order.status;
  return {
    phase,
    total,
    checked,
    percent: phase === 'done' ? 100 : percentOf(checked, total),
    counts: countsOf(order),
    stepIndex: stepIndexOf(phase, checked, total),
    retrying: false,
    failure: null,
  };
}

/** One event of `reference-order:<id>` applied (JobEvent: step = status, data = {status,total,checked,counts}). */
export function applyProgressEvent(view: ValidationProgress, event: JobEvent): ValidationProgress {
  if (event.kind === 'failed')
    return { ...view, phase: 'failed', retrying: false, failure: event.detail ?? null };
  if (event.kind === 'retrying') return { ...view, retrying: true };
  if (event.kind === 'queued' || event.kind === 'start') {
    return view.phase === 'done' || view.phase === 'failed' || view.phase === 'starting'
      ? {
          ...view,
          phase: 'checking',
          percent: percentOf(view.checked, view.total),
          failure: null,
          stepIndex: 0,
        }
      : view;
  }
  if (event.kind === 'success')
    return { ...view, phase: 'done', percent: 100, stepIndex: STEPS.length, retrying: false };
  const data = ReferenceOrderProgressData.safeParse(event.data);
  if (!data.success) return view;
  const { status, total, checked, counts } = data.data;
  // A sub-step named by the server wins over the guess from the status.
  const named = ValidationStep.safeParse(event.data?.substep);
  return {
    phase: status,
    total,
    checked,
    percent: status === 'done' ? 100 : (event.percent ?? percentOf(checked, total)),
    counts: counts ?? view.counts,
    stepIndex:
      named.success && status !== 'done' ? STEPS.indexOf(named.data) : stepIndexOf(status, checked, total),
    retrying: false,
    failure: null,
  };
}

/**
 * The progress after the order's state and then every event of its topic, in order. Pass the events only
 * once the replay is complete: a half-replayed topic would take a finished order back to "checking".
 */
export function validationProgress(
  order: ReferenceOrderResponse,
  events: readonly JobEvent[],
): ValidationProgress {
  return events.reduce(applyProgressEvent, progressFromOrder(order));
}
