import { z } from 'zod';
import { LoginEmailField, OtpCode, ProfileFields, RegistrationFields } from './account-fields.ts';
import { Locale } from './locales.ts';
import { PlanId, QuotaService } from './plans.ts';

/**
 * The Users API (spec §7, base /api/v1/users). Field names keep the spec's snake_case. Where the spec
 * sends `user_id` or `email` to name the caller, they are accepted but never trusted: the session decides
 * the user, and a value naming anybody else is refused with 403.
 *
 * Passwords never travel in clear: every `password`, `password2` and `prev_password` is the base64
 * RSA-OAEP-SHA256 ciphertext made with GET /security/public-key/ (WebCrypto in the browser).
 */

/** Identifies the caller the spec's way; optional, checked against the session. */
const CallerId = z.union([z.string().max(64), z.number().int()]).optional();
const CallerEmail = z.string().max(320).optional();

/** A base64 ciphertext of a password (3072-bit RSA gives 384 bytes, 512 base64 characters). */
export const EncryptedPassword = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(1024);

export const UserData = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  degree: z.string(),
  institution: z.string(),
  country: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  address_line3: z.string(),
  state: z.string(),
  city: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  locale: Locale,
  is_email_verified: z.boolean(),
  is_active_two_factor: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
});
export type UserData = z.infer<typeof UserData>;

/** POST /login/ — with two-factor on, `url_token` names the code page and no user is signed in yet. */
export const LoginRequest = z.object({
  email: LoginEmailField,
  password: EncryptedPassword,
  locale: Locale.optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z.object({
  is_active_two_factor: z.boolean(),
  url_token: z.string().nullable(),
  user_data: UserData.nullable(),
  plan_type: PlanId.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /profile/ — the signed-in user. */
export const ProfileQuery = z.object({ user_id: CallerId, email: CallerEmail }).optional();
export type ProfileQuery = z.input<typeof ProfileQuery>;
export const ProfileResponse = z.object({ user_data: UserData, plan_type: PlanId });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** POST /create/ — the register form. The account starts unverified; a verification mail is sent. */
export const RegisterRequest = z.intersection(
  RegistrationFields,
  z.object({ password: EncryptedPassword, password2: EncryptedPassword, locale: Locale.optional() }),
);
export type RegisterRequest = z.input<typeof RegisterRequest>;
export const RegisterResponse = z.object({ success: z.literal(true), email: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /get-user-verified/ */
export const GetUserVerifiedRequest = z.object({ user_id: CallerId }).optional();
export type GetUserVerifiedRequest = z.input<typeof GetUserVerifiedRequest>;
export const GetUserVerifiedResponse = z.object({ verified: z.boolean() });
export type GetUserVerifiedResponse = z.infer<typeof GetUserVerifiedResponse>;

/** POST /profile-update/ — every registration field but email and password. */
export const ProfileUpdateRequest = ProfileFields.extend({
  user_id: CallerId,
  email: CallerEmail,
  locale: Locale.optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;
export const ProfileUpdateResponse = z.object({ user_data: UserData });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

/** POST /password-update/ — ends every other session of the user. */
export const PasswordUpdateRequest = z.object({
  user_id: CallerId,
  email: CallerEmail,
  prev_password: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(1024),
  password: EncryptedPassword,
  password2: EncryptedPassword,
});
export type PasswordUpdateRequest = z.input<typeof PasswordUpdateRequest>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** POST /activate-email-request/ — resend the verification mail to the signed-in user. */
export const ActivateEmailRequest = z.object({ email: CallerEmail });
export type ActivateEmailRequest = z.input<typeof ActivateEmailRequest>;

/** POST /reset-password-request/ */
export const ResetPasswordRequestRequest = z.object({ email: LoginEmailField });
export type ResetPasswordRequestRequest = z.input<typeof ResetPasswordRequestRequest>;

/**
 * Tokens sent by mail are 43 base64url characters (32 random bytes). Any string up to 200 is accepted
 * here: a mangled link is answered like an expired one ('This link has expired.'), not as a form error.
 */
export const MailToken = z.string().min(1).max(200);

export const TokenPurpose = z.enum(['verify_email', 'reset_password']);
export type TokenPurpose = z.infer<typeof TokenPurpose>;

/**
 * POST /email-token-validation/ — a verification token verifies the address (once; a second visit
 * answers `already_verified`); a reset token is only checked, so the reset page can say
 * 'This link has expired.' before the user types a password.
 */
export const EmailTokenValidationRequest = z.object({ verify_token: MailToken });
export type EmailTokenValidationRequest = z.input<typeof EmailTokenValidationRequest>;
export const EmailTokenValidationResponse = z.object({
  purpose: TokenPurpose,
  email: z.string(),
  already_verified: z.boolean(),
});
export type EmailTokenValidationResponse = z.infer<typeof EmailTokenValidationResponse>;

/** PUT /reset-password/ — ends every session of the user. */
export const ResetPasswordRequest = z.object({
  verify_token: MailToken,
  password: EncryptedPassword,
  password2: EncryptedPassword,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/**
 * POST /logout/ — the spec's body is `{ data: { user_id } }`. It is accepted for compatibility but
 * never trusted: the session decides whose session ends.
 */
export const LogoutRequest = z.object({ data: z.object({ user_id: CallerId }).optional() }).optional();
export type LogoutRequest = z.infer<typeof LogoutRequest>;
export const LogoutResponse = SuccessResponse;
export type LogoutResponse = SuccessResponse;

/** The code page's token (`authentication/email/{token}`); unknown ones answer 'invalid_page'. */
export const OtpUrlToken = z.string().min(1).max(200);

/** POST /validation-otp/ — the second login step; on success the session is signed in. */
export const ValidateOtpRequest = z.object({ email: LoginEmailField, otp_code: OtpCode, token: OtpUrlToken });
export type ValidateOtpRequest = z.input<typeof ValidateOtpRequest>;
export const ValidateOtpResponse = z.object({
  valid: z.literal(true),
  user_data: UserData,
  plan_type: PlanId,
});
export type ValidateOtpResponse = z.infer<typeof ValidateOtpResponse>;

/** POST /generating-otp/ — a new code for the pending login (Resend); the old code stops working. */
export const GenerateOtpRequest = z.object({ email: LoginEmailField, token: OtpUrlToken.optional() });
export type GenerateOtpRequest = z.input<typeof GenerateOtpRequest>;
export const GenerateOtpResponse = z.object({
  url_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type GenerateOtpResponse = z.infer<typeof GenerateOtpResponse>;

/** POST /check-password/ — proves the password for a few minutes (needed to change two-factor). */
export const CheckPasswordRequest = z.object({ user_id: CallerId, password: EncryptedPassword });
export type CheckPasswordRequest = z.input<typeof CheckPasswordRequest>;
export const CheckPasswordResponse = z.object({ valid: z.literal(true) });
export type CheckPasswordResponse = z.infer<typeof CheckPasswordResponse>;

/** POST /change-two-factor/ — needs a verified email and a password check within the last 5 minutes. */
export const ChangeTwoFactorRequest = z.object({ user_id: CallerId, email: CallerEmail, value: z.boolean() });
export type ChangeTwoFactorRequest = z.input<typeof ChangeTwoFactorRequest>;
export const ChangeTwoFactorResponse = z.object({ is_active_two_factor: z.boolean() });
export type ChangeTwoFactorResponse = z.infer<typeof ChangeTwoFactorResponse>;

/**
 * GET /plan-permission/ — whether the user may use the services: a verified email and a plan in force
 * that includes them (free does not; spec §4 sends everyone else to the plans page).
 */
export const PlanPermissionResponse = z.object({ verified: z.boolean() });
export type PlanPermissionResponse = z.infer<typeof PlanPermissionResponse>;

/**
 * One metered service of the usage tab. `used` is what is in use this period: counted work plus work
 * in flight (`reserved`, already part of `used`), since both count against the quota. A null limit
 * (and so a null `remaining`) is unlimited; 0 means not included in the plan.
 */
export const UsageItem = z.object({
  key: QuotaService,
  used: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
  per_month: z.number().int().nonnegative().nullable(),
  per_run: z.number().int().nonnegative().nullable(),
});
export type UsageItem = z.infer<typeof UsageItem>;

/** What the period's work was made of (not metered against a quota): reference inputs and stored bytes. */
export const UsageBreakdownKey = z.enum(['text', 'reference_file', 'pdf', 'storage_bytes']);
export type UsageBreakdownKey = z.infer<typeof UsageBreakdownKey>;

export const UsageBreakdownItem = z.object({ key: UsageBreakdownKey, used: z.number().int().nonnegative() });
export type UsageBreakdownItem = z.infer<typeof UsageBreakdownItem>;

/**
 * GET /usage/ — this period's use against the plan in force. The period is the calendar month in UTC,
 * or monthly from the subscription's period start when it has one.
 */
export const UsageResponse = z.object({
  plan_type: PlanId,
  period_start: z.string(),
  period_end: z.string(),
  items: z.array(UsageItem),
  breakdown: z.array(UsageBreakdownItem),
});
export type UsageResponse = z.infer<typeof UsageResponse>;
