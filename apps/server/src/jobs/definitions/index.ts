import type { AnyJobDefinition } from '../define-job.ts';
import { applyBillingEventJob } from './billing/apply-billing-event.job.ts';
import { applyDueDowngradesJob } from './billing/apply-due-downgrades.job.ts';
import { probeJob } from './diagnostics/probe.job.ts';
import { autoTagManuscriptJob } from './manuscript/auto-tag-manuscript.job.ts';
import { convertManuscriptJob } from './manuscript/convert-manuscript.job.ts';
import { validateReferencesJob } from './references/validate-references.job.ts';
import { housekeepingJob } from './system/housekeeping.job.ts';
import { retentionJob } from './system/retention.job.ts';

/** Every job this server knows: the runner makes a queue for each, workers run them all. */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  housekeepingJob,
  retentionJob,
  probeJob,
  convertManuscriptJob,
  autoTagManuscriptJob,
  validateReferencesJob,
  applyBillingEventJob,
  applyDueDowngradesJob,
];
