import { z } from 'zod';
import { endpoint } from '../endpoints.ts';
import { FailedJobListQuery, FailedJobListResponse, RetryFailedJobResponse } from './admin-failed-jobs.ts';
import { AdminStatsQuery, AdminStatsResponse } from './admin-stats.ts';
import {
  AdminSetUserDisabledRequest,
  AdminUser,
  AdminUserListQuery,
  AdminUserListResponse,
} from './admin-users.ts';
import {
  AdminBulletin,
  AdminBulletinListQuery,
  AdminBulletinListResponse,
  BulletinFields,
  BulletinListQuery,
  BulletinListResponse,
  DeleteBulletinResponse,
  LatestBulletinResponse,
} from './bulletin.ts';
import {
  JournalTemplateCreateRequest,
  JournalTemplateFamilyLayoutQuery,
  JournalTemplateGetQuery,
  JournalTemplateListQuery,
  JournalTemplateListResponse,
  JournalTemplatePreviewRequest,
  JournalTemplateSaveRequest,
} from './journal-template-calls.ts';
import { JournalTemplateDetail, JournalTemplateFamilyLayout } from './journal-template-item.ts';

const ADMIN = '/api/v1/admin';

/**
 * The admin area's calls (spec §2 Admin, §6): staff or superuser only — anyone else 403, an unknown id 404.
 * `:id` paths take `AdminIdParams`; the `request` schema is the query (GET) or the JSON body.
 * The bulletin's public list and latest notice are for everyone.
 */
export const adminEndpoints = {
  journalTemplateList: endpoint(
    'GET',
    `${ADMIN}/journal-templates/`,
    JournalTemplateListResponse,
    JournalTemplateListQuery,
  ),
  journalTemplateCreate: endpoint(
    'POST',
    `${ADMIN}/journal-templates/`,
    JournalTemplateDetail,
    JournalTemplateCreateRequest,
  ),
  journalTemplateFamilyLayout: endpoint(
    'GET',
    `${ADMIN}/journal-templates/family-layout/`,
    JournalTemplateFamilyLayout,
    JournalTemplateFamilyLayoutQuery,
  ),
  journalTemplateGet: endpoint(
    'GET',
    `${ADMIN}/journal-templates/:id/`,
    JournalTemplateDetail,
    JournalTemplateGetQuery,
  ),
  journalTemplateSave: endpoint(
    'PUT',
    `${ADMIN}/journal-templates/:id/`,
    JournalTemplateDetail,
    JournalTemplateSaveRequest,
  ),
  /** Answers the .docx bytes (attachment), not JSON. */
  journalTemplatePreview: endpoint(
    'POST',
    `${ADMIN}/journal-templates/preview/`,
    z.unknown(),
    JournalTemplatePreviewRequest,
  ),
  userList: endpoint('GET', `${ADMIN}/users/`, AdminUserListResponse, AdminUserListQuery),
  userSetDisabled: endpoint('PUT', `${ADMIN}/users/:id/disabled/`, AdminUser, AdminSetUserDisabledRequest),
  stats: endpoint('GET', `${ADMIN}/stats/`, AdminStatsResponse, AdminStatsQuery),
  failedJobList: endpoint('GET', `${ADMIN}/jobs/failed/`, FailedJobListResponse, FailedJobListQuery),
  failedJobRetry: endpoint('POST', `${ADMIN}/jobs/failed/:id/retry/`, RetryFailedJobResponse),
  bulletinAdminList: endpoint(
    'GET',
    `${ADMIN}/bulletins/`,
    AdminBulletinListResponse,
    AdminBulletinListQuery,
  ),
  bulletinCreate: endpoint('POST', `${ADMIN}/bulletins/`, AdminBulletin, BulletinFields),
  bulletinUpdate: endpoint('PUT', `${ADMIN}/bulletins/:id/`, AdminBulletin, BulletinFields),
  bulletinDelete: endpoint('DELETE', `${ADMIN}/bulletins/:id/`, DeleteBulletinResponse),
  bulletinList: endpoint('GET', '/api/v1/bulletin/', BulletinListResponse, BulletinListQuery),
  bulletinLatest: endpoint('GET', '/api/v1/bulletin/latest/', LatestBulletinResponse),
} as const;
