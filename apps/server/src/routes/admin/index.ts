import type { FastifyInstance } from 'fastify';
import { adminStatsRoute } from './admin-stats.ts';
import { bulletinAdminListRoute } from './bulletin-admin-list.ts';
import { bulletinCreateRoute } from './bulletin-create.ts';
import { bulletinDeleteRoute } from './bulletin-delete.ts';
import { bulletinUpdateRoute } from './bulletin-update.ts';
import { failedJobListRoute } from './failed-job-list.ts';
import { failedJobRetryRoute } from './failed-job-retry.ts';
import { journalTemplateCreateRoute } from './journal-template-create.ts';
import { journalTemplateFamilyLayoutRoute } from './journal-template-family-layout.ts';
import { journalTemplateGetRoute } from './journal-template-get.ts';
import { journalTemplateListRoute } from './journal-template-list.ts';
import { journalTemplatePreviewRoute } from './journal-template-preview.ts';
import { journalTemplateSaveRoute } from './journal-template-save.ts';
import { startProbeJobRoute } from './start-probe-job.ts';
import { userListRoute } from './user-list.ts';
import { userSetDisabledRoute } from './user-set-disabled.ts';

/** The admin area's calls (spec §2 Admin, §6): every one checks staff or superuser first (else 403). */
export function registerAdminRoutes(app: FastifyInstance): void {
  startProbeJobRoute(app);
  journalTemplateListRoute(app);
  journalTemplateCreateRoute(app);
  journalTemplateFamilyLayoutRoute(app);
  journalTemplateGetRoute(app);
  journalTemplateSaveRoute(app);
  journalTemplatePreviewRoute(app);
  userListRoute(app);
  userSetDisabledRoute(app);
  adminStatsRoute(app);
  failedJobListRoute(app);
  failedJobRetryRoute(app);
  bulletinAdminListRoute(app);
  bulletinCreateRoute(app);
  bulletinUpdateRoute(app);
  bulletinDeleteRoute(app);
}
