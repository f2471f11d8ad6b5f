import { ApiError } from '../../../../lib/api/api-error.ts';

/**
 * The server's default maximum of target journals (GALLEY_MAX_TARGET_JOURNALS, spec §1 "a maximum exists").
 * The page starts from it and learns the configured value from the server's `too_many_journals` refusal.
 */
export const DEFAULT_MAX_TARGET_JOURNALS = 10;

/**
 * The picker's maximum: the server's (`serverMax`, once a refusal taught it) and the plan's manuscript conversions
 * per run (`usage` items' `per_run`; null is unlimited, 0 or unknown leaves the server's), whichever is lower — the
 * server reserves one conversion per journal and refuses a run over the plan's per-run quota ("Allowed per run").
 */
export function targetMax(serverMax: number | null, planPerRun: number | null | undefined): number {
  const server = serverMax ?? DEFAULT_MAX_TARGET_JOURNALS;
  return planPerRun && planPerRun > 0 ? Math.min(server, planPerRun) : server;
}

/** The manuscript conversions a plan allows per run, from the usage answer (undefined while unknown). */
export function planPerRunOf(
  usage: { items: readonly { key: string; per_run: number | null }[] } | undefined,
): number | null | undefined {
  return usage?.items.find((item) => item.key === 'manuscriptConversions')?.per_run;
}

export type TargetListProblem = 'empty' | 'tooMany' | null;

/** Why the list cannot be converted yet (spec §5: at least one journal, up to the maximum), or null. */
export function targetListProblem(count: number, max: number): TargetListProblem {
  if (count === 0) return 'empty';
  return count > max ? 'tooMany' : null;
}

/** Whether one more journal may join a list of `count`. */
export function canAddTarget(count: number, max: number): boolean {
  return count < max;
}

/**
 * The maximum a `too_many_journals` refusal states (its `max` field when the server sends one, else the
 * number in "Choose at most N journals."), or null for any other failure.
 */
export function maxFromRefusal(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'too_many_journals') return null;
  const fromMeta = Number(error.meta.max);
  if (Number.isInteger(fromMeta) && fromMeta > 0) return fromMeta;
  const fromDetail = Number(/(\d+)/.exec(error.detail)?.[1]);
  return Number.isInteger(fromDetail) && fromDetail > 0 ? fromDetail : null;
}
