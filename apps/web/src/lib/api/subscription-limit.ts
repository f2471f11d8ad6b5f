import { type Locale, SubscriptionLimitErrorBody } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/** What the subscription-limit modal shows (spec §8): a title, the facts, and the way to the plans. */
export interface SubscriptionLimitLines {
  title: string;
  lines: string[];
  action: string;
}

/** The spec's subscription limit body carried by a failed call, or null for any other failure. */
export function subscriptionLimitOf(error: unknown): SubscriptionLimitErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = SubscriptionLimitErrorBody.safeParse({
    ...error.meta,
    detail: error.detail,
    code: error.code,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The modal's words in the user's language, from the catalogue rather than the server's English
 * `detail`: the title says what happened; then the plan and either the allowed amount per run, or
 * the monthly maximum and what remains of it. `planName` is the plan's name in the user's language
 * (from the plan table) when the caller has it; else the server's name is shown.
 */
export function subscriptionLimitLines(
  error: unknown,
  t: TFunction,
  locale: Locale,
  options: { planName?: string } = {},
): SubscriptionLimitLines | null {
  const body = subscriptionLimitOf(error);
  if (!body) return null;
  const { meta } = body;
  const numbers = new Intl.NumberFormat(locale);
  const amount = (value: number | null) =>
    value === null ? t('common:subscriptionLimit.unlimited') : numbers.format(value);
  const notIncluded = body.sub_domain === 'exceed' && (meta.max_once === 0 || meta.max_month === 0);
  const title = notIncluded
    ? 'notIncluded'
    : body.sub_domain === 'not_remaining_usage'
      ? 'usedUp'
      : body.error_type === 'once'
        ? 'once'
        : 'month';
  const lines = [t('common:subscriptionLimit.plan', { plan: options.planName ?? meta.plan_name })];
  if (!notIncluded && body.error_type === 'once') {
    lines.push(t('common:subscriptionLimit.maxOnce', { max: amount(meta.max_once) }));
  } else if (!notIncluded) {
    lines.push(
      t('common:subscriptionLimit.maxMonth', { max: amount(meta.max_month) }),
      t('common:subscriptionLimit.remaining', { remaining: amount(meta.remaining_usage) }),
    );
  }
  return {
    title: t(`common:subscriptionLimit.title.${title}`),
    lines,
    action: t('common:subscriptionLimit.goToPlans'),
  };
}
