import { z } from 'zod';
import { ProbeJobRequest, ProbeJobResponse } from './admin/probe-job.ts';
import { AiStatusResponse } from './conversion-ai-status.ts';
import { CreateAutoTagTaskRequest, CreateAutoTagTaskResponse } from './conversion-auto-tag.ts';
import { GetConversionBoardQuery, GetConversionBoardResponse } from './conversion-board.ts';
import { CheckConversionExpiredQuery, CheckConversionExpiredResponse } from './conversion-check-expired.ts';
import { ConvertStatusQuery, ConvertStatusResponse } from './conversion-convert-status.ts';
import { CreateConversionRequest, CreateConversionResponse } from './conversion-create.ts';
import { CreateConvertTaskRequest, CreateConvertTaskResponse } from './conversion-create-convert-task.ts';
import { DestroyConversionRequest, DestroyConversionResponse } from './conversion-destroy.ts';
import { DownloadAllQuery } from './conversion-download-all.ts';
import {
  DownloadConvertedFileQuery,
  DownloadConvertedFileResponse,
} from './conversion-download-converted-file.ts';
import { ConversionFileDeleteRequest, ConversionFileDeleteResponse } from './conversion-file-delete.ts';
import { ConversionFileDownloadQuery } from './conversion-file-download.ts';
import { FileStatusRequest, FileStatusResponse } from './conversion-file-status.ts';
import { ConversionFileUploadFields, ConversionFileUploadResponse } from './conversion-file-upload.ts';
import { GetConversionQuery, GetConversionResponse } from './conversion-get.ts';
import { ListConversionsQuery, ListConversionsResponse } from './conversion-list.ts';
import { ResetDraftRequest, ResetDraftResponse } from './conversion-reset-draft.ts';
import { SetTargetJournalsRequest, SetTargetJournalsResponse } from './conversion-set-target-journals.ts';
import { GetConversionTextDataQuery, GetConversionTextDataResponse } from './conversion-text-data.ts';
import { UpdateConversionRequest, UpdateConversionResponse } from './conversion-update.ts';
import { DevMailboxQuery, DevMailboxResponse } from './dev.ts';
import { FileDownloadParams } from './files.ts';
import { JournalBrowseQuery, JournalBrowseResponse } from './journal-browse.ts';
import { JournalSearchQuery, JournalSearchResponse } from './journals.ts';
import { PlansResponse } from './plans.ts';
import {
  CompileReferencesRequest,
  CompileReferencesResponse,
  ExportReferencesRequest,
} from './reference-compile.ts';
import { UpdateReferenceItemRequest } from './reference-item-update.ts';
import { UpdateReferenceOrderStepRequest, UpdateReferenceOrderStepResponse } from './reference-order-step.ts';
import {
  CreateReferenceOrderRequest,
  CreateReferenceOrderResponse,
  ReferenceOrderItem,
  ReferenceOrderQuery,
  ReferenceOrderResponse,
  UpdatePubmedDataRequest,
  UpdatePubmedDataResponse,
} from './reference-orders.ts';
import { ReadPdfFileFields, ReadPdfFileResponse } from './reference-pdf-files.ts';
import {
  CommonCitationStyleListResponse,
  DefaultReferenceOrderResponse,
  DefaultSettingResponse,
} from './reference-settings.ts';
import { UpdateAiRelatedDataRequest, ValidateReferenceRequest } from './reference-validation.ts';
import { CheckSessionResponse, CsrfTokenResponse, PublicKeyResponse } from './security.ts';
import { SiteConfigResponse } from './site.ts';
import { SetLocaleRequest, SetLocaleResponse } from './user-locale.ts';
import {
  ActivateEmailRequest,
  ChangeTwoFactorRequest,
  ChangeTwoFactorResponse,
  CheckPasswordRequest,
  CheckPasswordResponse,
  EmailTokenValidationRequest,
  EmailTokenValidationResponse,
  GenerateOtpRequest,
  GenerateOtpResponse,
  GetUserVerifiedRequest,
  GetUserVerifiedResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  PasswordUpdateRequest,
  PlanPermissionResponse,
  ProfileQuery,
  ProfileResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  ResetPasswordRequestRequest,
  SuccessResponse,
  UsageResponse,
  ValidateOtpRequest,
  ValidateOtpResponse,
} from './users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  Res extends z.ZodType = z.ZodType,
  Req extends z.ZodType | null = z.ZodType | null,
> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
}

/** One endpoint's method, path and schemas; the area files (payments, templates) build theirs with it too. */
export function endpoint<Res extends z.ZodType, Req extends z.ZodType | null = null>(
  method: HttpMethod,
  path: string,
  response: Res,
  request: Req = null as Req,
): Endpoint<Res, Req> {
  return { method, path, request, response };
}

/** Every API endpoint, by name. Server routes register these paths; the web client calls them by name. */
export const endpoints = {
  securityPublicKey: endpoint('GET', '/api/v1/security/public-key/', PublicKeyResponse),
  securityCsrfToken: endpoint('GET', '/api/v1/security/csrf-token/', CsrfTokenResponse),
  securityCheckSession: endpoint('GET', '/api/v1/security/check-session/', CheckSessionResponse),
  siteConfig: endpoint('GET', '/api/v1/site/config/', SiteConfigResponse),
  paymentsPlans: endpoint('GET', '/api/v1/payments/plans/', PlansResponse),
  usersLogin: endpoint('POST', '/api/v1/users/login/', LoginResponse, LoginRequest),
  usersProfile: endpoint('GET', '/api/v1/users/profile/', ProfileResponse, ProfileQuery),
  usersCreate: endpoint('POST', '/api/v1/users/create/', RegisterResponse, RegisterRequest),
  usersGetVerified: endpoint(
    'POST',
    '/api/v1/users/get-user-verified/',
    GetUserVerifiedResponse,
    GetUserVerifiedRequest,
  ),
  usersProfileUpdate: endpoint(
    'POST',
    '/api/v1/users/profile-update/',
    ProfileUpdateResponse,
    ProfileUpdateRequest,
  ),
  usersPasswordUpdate: endpoint(
    'POST',
    '/api/v1/users/password-update/',
    SuccessResponse,
    PasswordUpdateRequest,
  ),
  usersActivateEmailRequest: endpoint(
    'POST',
    '/api/v1/users/activate-email-request/',
    SuccessResponse,
    ActivateEmailRequest,
  ),
  usersResetPasswordRequest: endpoint(
    'POST',
    '/api/v1/users/reset-password-request/',
    SuccessResponse,
    ResetPasswordRequestRequest,
  ),
  usersEmailTokenValidation: endpoint(
    'POST',
    '/api/v1/users/email-token-validation/',
    EmailTokenValidationResponse,
    EmailTokenValidationRequest,
  ),
  usersResetPassword: endpoint('PUT', '/api/v1/users/reset-password/', SuccessResponse, ResetPasswordRequest),
  usersLogout: endpoint('POST', '/api/v1/users/logout/', LogoutResponse, LogoutRequest),
  usersValidationOtp: endpoint(
    'POST',
    '/api/v1/users/validation-otp/',
    ValidateOtpResponse,
    ValidateOtpRequest,
  ),
  usersChangeTwoFactor: endpoint(
    'POST',
    '/api/v1/users/change-two-factor/',
    ChangeTwoFactorResponse,
    ChangeTwoFactorRequest,
  ),
  usersGeneratingOtp: endpoint(
    'POST',
    '/api/v1/users/generating-otp/',
    GenerateOtpResponse,
    GenerateOtpRequest,
  ),
  usersCheckPassword: endpoint(
    'POST',
    '/api/v1/users/check-password/',
    CheckPasswordResponse,
    CheckPasswordRequest,
  ),
  usersPlanPermission: endpoint('GET', '/api/v1/users/plan-permission/', PlanPermissionResponse),
  usersUsage: endpoint('GET', '/api/v1/users/usage/', UsageResponse),
  usersLocale: endpoint('POST', '/api/v1/users/locale/', SetLocaleResponse, SetLocaleRequest),
  /** Binary body (or a 302 to a signed URL); the response schema is not JSON. */
  filesDownload: endpoint('GET', '/api/v1/files/:id/', z.unknown(), FileDownloadParams),
  referenceCreatingOrder: endpoint(
    'POST',
    '/api/v1/reference/creating-reference-order/',
    CreateReferenceOrderResponse,
    CreateReferenceOrderRequest,
  ),
  referenceUpdatePubmedData: endpoint(
    'POST',
    '/api/v1/reference/update-pubmed-data/',
    UpdatePubmedDataResponse,
    UpdatePubmedDataRequest,
  ),
  referenceOrder: endpoint(
    'GET',
    '/api/v1/reference/reference-order/',
    ReferenceOrderResponse,
    ReferenceOrderQuery,
  ),
  /** Multipart: the fields below plus `pdf_file` (one PDF ≤ 20 MB). */
  referenceReadPdfFile: endpoint(
    'POST',
    '/api/v1/reference/read-and-classify-pdf-files/',
    ReadPdfFileResponse,
    ReadPdfFileFields,
  ),
  referenceValidation: endpoint(
    'POST',
    '/api/v1/reference/validation/',
    UpdatePubmedDataResponse,
    ValidateReferenceRequest,
  ),
  referenceUpdateAiRelatedData: endpoint(
    'POST',
    '/api/v1/reference/update-ai-related-data/',
    UpdatePubmedDataResponse,
    UpdateAiRelatedDataRequest,
  ),
  referenceUpdateOrderStep: endpoint(
    'POST',
    '/api/v1/reference/update-reference-order-step/',
    UpdateReferenceOrderStepResponse,
    UpdateReferenceOrderStepRequest,
  ),
  referenceUpdateItem: endpoint(
    'POST',
    '/api/v1/reference/update-reference-item/',
    ReferenceOrderItem,
    UpdateReferenceItemRequest,
  ),
  referenceDefaultSetting: endpoint('GET', '/api/v1/reference/default-setting/', DefaultSettingResponse),
  referenceCommonCitationStyles: endpoint(
    'GET',
    '/api/v1/reference/common-citation-style-item-list/',
    CommonCitationStyleListResponse,
  ),
  referenceDefaultOrder: endpoint(
    'GET',
    '/api/v1/reference/default-reference-order/',
    DefaultReferenceOrderResponse,
  ),
  referenceCompile: endpoint(
    'POST',
    '/api/v1/reference/compile/',
    CompileReferencesResponse,
    CompileReferencesRequest,
  ),
  /** Binary body (the file as an attachment); the response schema is not JSON. */
  referenceExport: endpoint('POST', '/api/v1/reference/export/', z.unknown(), ExportReferencesRequest),
  conversionCreate: endpoint(
    'POST',
    '/api/v1/conversion/create-conversion/',
    CreateConversionResponse,
    CreateConversionRequest,
  ),
  /** Multipart: the fields below plus one `file` (.doc/.docx ≤ 10 MB). */
  conversionFileUpload: endpoint(
    'POST',
    '/api/v1/conversion/file-upload/',
    ConversionFileUploadResponse,
    ConversionFileUploadFields,
  ),
  conversionGet: endpoint(
    'GET',
    '/api/v1/conversion/get-conversion/',
    GetConversionResponse,
    GetConversionQuery,
  ),
  conversionList: endpoint(
    'GET',
    '/api/v1/conversion/list-conversions/',
    ListConversionsResponse,
    ListConversionsQuery,
  ),
  conversionDestroy: endpoint(
    'DELETE',
    '/api/v1/conversion/destroy-conversion/',
    DestroyConversionResponse,
    DestroyConversionRequest,
  ),
  conversionFileStatus: endpoint(
    'POST',
    '/api/v1/conversion/file-status/',
    FileStatusResponse,
    FileStatusRequest,
  ),
  conversionSetTargetJournals: endpoint(
    'POST',
    '/api/v1/conversion/set-target-journals/',
    SetTargetJournalsResponse,
    SetTargetJournalsRequest,
  ),
  conversionCreateConvertTask: endpoint(
    'POST',
    '/api/v1/conversion/create-convert-task/',
    CreateConvertTaskResponse,
    CreateConvertTaskRequest,
  ),
  conversionConvertStatus: endpoint(
    'GET',
    '/api/v1/conversion/convert-status/',
    ConvertStatusResponse,
    ConvertStatusQuery,
  ),
  conversionDownloadConvertedFile: endpoint(
    'GET',
    '/api/v1/conversion/download-converted-file/',
    DownloadConvertedFileResponse,
    DownloadConvertedFileQuery,
  ),
  /** Binary body (application/zip attachment); the response schema is not JSON. */
  conversionDownloadAll: endpoint('GET', '/api/v1/conversion/download-all/', z.unknown(), DownloadAllQuery),
  conversionResetDraft: endpoint(
    'POST',
    '/api/v1/conversion/reset-draft-task/',
    ResetDraftResponse,
    ResetDraftRequest,
  ),
  conversionCheckExpired: endpoint(
    'GET',
    '/api/v1/conversion/check-conversion-expired/',
    CheckConversionExpiredResponse,
    CheckConversionExpiredQuery,
  ),
  conversionCreateAutoTagTask: endpoint(
    'POST',
    '/api/v1/conversion/create-auto-tag-task/',
    CreateAutoTagTaskResponse,
    CreateAutoTagTaskRequest,
  ),
  conversionAiStatus: endpoint('GET', '/api/v1/conversion/ai-status/', AiStatusResponse),
  conversionGetBoard: endpoint(
    'GET',
    '/api/v1/conversion/get-conversion-board/',
    GetConversionBoardResponse,
    GetConversionBoardQuery,
  ),
  conversionGetTextData: endpoint(
    'GET',
    '/api/v1/conversion/get-conversion-text-data/',
    GetConversionTextDataResponse,
    GetConversionTextDataQuery,
  ),
  conversionUpdate: endpoint(
    'POST',
    '/api/v1/conversion/update-conversion/',
    UpdateConversionResponse,
    UpdateConversionRequest,
  ),
  conversionFileDelete: endpoint(
    'DELETE',
    '/api/v1/conversion/file-delete/',
    ConversionFileDeleteResponse,
    ConversionFileDeleteRequest,
  ),
  /** Binary body (the uploaded manuscript as an attachment); the response schema is not JSON. */
  conversionFileDownload: endpoint(
    'GET',
    '/api/v1/conversion/file-download/',
    z.unknown(),
    ConversionFileDownloadQuery,
  ),
  journalsSearch: endpoint('GET', '/api/v1/journals/search/', JournalSearchResponse, JournalSearchQuery),
  journalsBrowse: endpoint('GET', '/api/v1/journals/browse/', JournalBrowseResponse, JournalBrowseQuery),
  adminJobsProbe: endpoint('POST', '/api/v1/admin/jobs/probe/', ProbeJobResponse, ProbeJobRequest),
  devMailbox: endpoint('GET', '/api/v1/dev/mailbox/', DevMailboxResponse, DevMailboxQuery),
} as const;
