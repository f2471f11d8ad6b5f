import type { FastifyInstance } from 'fastify';
import { startProbeJobRoute } from './admin/start-probe-job.ts';
import { mailboxRoutes } from './dev/mailbox.ts';
import { downloadFileRoute } from './files/download-file.ts';
import { searchJournalsRoute } from './journals/search-journals.ts';
import { getPlansRoute } from './payments/get-plans.ts';
import { commonCitationStyleItemListRoute } from './references/common-citation-style-item-list.ts';
import { compileReferencesRoute } from './references/compile-references.ts';
import { creatingReferenceOrderRoute } from './references/creating-reference-order.ts';
import { defaultReferenceOrderRoute } from './references/default-reference-order.ts';
import { defaultSettingRoute } from './references/default-setting.ts';
import { exportReferencesRoute } from './references/export-references.ts';
import { getReferenceOrderRoute } from './references/get-reference-order.ts';
import { updateAiRelatedDataRoute } from './references/update-ai-related-data.ts';
import { updatePubmedDataRoute } from './references/update-pubmed-data.ts';
import { updateReferenceItemRoute } from './references/update-reference-item.ts';
import { updateReferenceOrderStepRoute } from './references/update-reference-order-step.ts';
import { validationRoute } from './references/validation.ts';
import { checkSessionRoute } from './security/check-session.ts';
import { getCsrfTokenRoute } from './security/get-csrf-token.ts';
import { getPublicKeyRoute } from './security/get-public-key.ts';
import { getSiteConfigRoute } from './site/get-site-config.ts';
import { getHealthRoute } from './system/get-health.ts';
import { activateEmailRequestRoute } from './users/activate-email-request.ts';
import { changeTwoFactorRoute } from './users/change-two-factor.ts';
import { checkPasswordRoute } from './users/check-password.ts';
import { createUserRoute } from './users/create-user.ts';
import { emailTokenValidationRoute } from './users/email-token-validation.ts';
import { generatingOtpRoute } from './users/generating-otp.ts';
import { getProfileRoute } from './users/get-profile.ts';
import { getUsageRoute } from './users/get-usage.ts';
import { getUserVerifiedRoute } from './users/get-user-verified.ts';
import { loginRoute } from './users/login.ts';
import { logoutRoute } from './users/logout.ts';
import { planPermissionRoute } from './users/plan-permission.ts';
import { resetPasswordRoute } from './users/reset-password.ts';
import { resetPasswordRequestRoute } from './users/reset-password-request.ts';
import { setLocaleRoute } from './users/set-locale.ts';
import { updatePasswordRoute } from './users/update-password.ts';
import { updateProfileRoute } from './users/update-profile.ts';
import { validationOtpRoute } from './users/validation-otp.ts';

/** Every HTTP route, by area. A new route file is added here and nowhere else. */
export function registerRoutes(app: FastifyInstance): void {
  getHealthRoute(app);
  getPublicKeyRoute(app);
  getCsrfTokenRoute(app);
  checkSessionRoute(app);
  getSiteConfigRoute(app);
  getPlansRoute(app);
  // Users (spec §7)
  loginRoute(app);
  validationOtpRoute(app);
  generatingOtpRoute(app);
  logoutRoute(app);
  createUserRoute(app);
  getProfileRoute(app);
  getUserVerifiedRoute(app);
  updateProfileRoute(app);
  updatePasswordRoute(app);
  activateEmailRequestRoute(app);
  resetPasswordRequestRoute(app);
  emailTokenValidationRoute(app);
  resetPasswordRoute(app);
  checkPasswordRoute(app);
  changeTwoFactorRoute(app);
  planPermissionRoute(app);
  getUsageRoute(app);
  setLocaleRoute(app);
  downloadFileRoute(app);
  // Reference converter (spec §7)
  creatingReferenceOrderRoute(app);
  updatePubmedDataRoute(app);
  getReferenceOrderRoute(app);
  validationRoute(app);
  updateAiRelatedDataRoute(app);
  updateReferenceOrderStepRoute(app);
  updateReferenceItemRoute(app);
  defaultSettingRoute(app);
  commonCitationStyleItemListRoute(app);
  defaultReferenceOrderRoute(app);
  compileReferencesRoute(app);
  exportReferencesRoute(app);
  // Journals
  searchJournalsRoute(app);
  // Admin (staff or superuser)
  startProbeJobRoute(app);
  mailboxRoutes(app);
}
