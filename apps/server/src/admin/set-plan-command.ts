import { PlanId } from '@galley/contracts';
import { loadConfig } from '../config/load-config.ts';
import { openDatabase } from '../db/open-database.ts';
import { setSubscription } from '../services/billing/set-subscription.ts';
import { loadSiteFile } from '../services/site/load-site-config.ts';
import { findUserByEmail } from '../services/users/find-user.ts';

export interface SetPlanCommandOptions {
  email: string;
  plan: string;
  status?: string | undefined;
  /** Whole days from now to the period's (and a trial's) end; none = no end date. */
  days?: string | number | undefined;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}

export interface PlanSet {
  email: string;
  plan: PlanId;
  status: 'trialing' | 'active';
  periodStart: Date;
  periodEnd: Date | null;
  trialEnd: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 3650;

/** Every broken option at once, like create-user. */
function check(options: SetPlanCommandOptions) {
  const problems: string[] = [];
  const plan = PlanId.safeParse(options.plan);
  if (!plan.success)
    problems.push(`--plan: must be one of ${PlanId.options.join(', ')} (got '${options.plan}')`);
  const status = options.status ?? 'active';
  if (status !== 'trialing' && status !== 'active')
    problems.push(`--status: must be trialing or active (got '${status}')`);
  let days: number | null = null;
  if (options.days !== undefined) {
    const text = String(options.days).trim();
    days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(days >= 1 && days <= MAX_DAYS))
      problems.push(`--days: must be a whole number of days from 1 to ${MAX_DAYS} (got '${options.days}')`);
  }
  if (plan.success && plan.data === 'free' && (status === 'trialing' || days !== null))
    problems.push('--plan free: takes no --status trialing and no --days (free never ends)');
  if (problems.length > 0 || !plan.success) throw new Error(problems.join('\n'));
  return { plan: plan.data, status: status as PlanSet['status'], days };
}

/**
 * `galley admin set-plan`: puts a user on a plan on the operator's word — period starting now, ending
 * after `days` when given (a trial without `days` lasts the site's trial length). Writes the
 * subscription and the user's plan type together, on the database the server uses.
 */
export async function setPlanCommand(options: SetPlanCommandOptions): Promise<PlanSet> {
  const { plan, status, days } = check(options);
  const config = loadConfig(options.env ?? process.env);
  const length =
    days ?? (status === 'trialing' ? loadSiteFile(config.siteConfigPath).pricing.trialDays : null);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const user = await findUserByEmail(database.db, options.email);
    if (!user) throw new Error(`--email: no account with the email ${options.email.trim().toLowerCase()}`);
    const now = options.now ?? new Date();
    const end = length === null ? null : new Date(now.getTime() + length * DAY_MS);
    const subscription = await setSubscription(
      database.db,
      user.id,
      { plan, status, periodStart: now, periodEnd: end, trialEnd: status === 'trialing' ? end : null },
      now,
    );
    return {
      email: user.email,
      plan: subscription.plan,
      status,
      periodStart: now,
      periodEnd: subscription.periodEnd,
      trialEnd: subscription.trialEnd,
    };
  } finally {
    await database.close();
  }
}
