import { z } from 'zod';

/**
 * Every validation message of the account forms, by key. Schemas below use the key as the zod message;
 * the server answers `{ field, code: key, message: English }` and the web app shows `validation.<key>`
 * from its catalogues, so a form and the API always agree. Quoted spec texts (§5) are kept verbatim.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalidLogin: 'Invalid email',
  emailInvalid: 'This email is invalid',
  emailTooLong: 'Email must be at most 255 characters',
  emailMismatch: 'The entered email is not the same',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be 10 to 64 characters long',
  passwordClasses:
    'Password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
  passwordConfirmRequired: 'Please re-enter the password',
  passwordMismatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be at most 30 characters',
  firstNameInvalid: 'First name contains characters that are not allowed',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be at most 30 characters',
  lastNameInvalid: 'Last name contains characters that are not allowed',
  prefixInvalid: 'Choose a prefix from the list',
  degreeTooLong: 'Degree must be at most 20 characters',
  institutionRequired: 'Institution is required',
  institutionTooLong: 'Institution must be at most 200 characters',
  countryRequired: 'Country is required',
  addressTooLong: 'Address lines must be at most 200 characters',
  stateTooLong: 'State must be at most 100 characters',
  cityTooLong: 'City must be at most 100 characters',
  postalCodeInvalid: 'Postal code must be at most 20 letters, digits, spaces or hyphens',
  phoneInvalid: 'Phone number may hold only digits, spaces and + ( ) - and at most 30 characters',
  textInvalid: 'This field contains characters that are not allowed',
  termsRequired: 'You must agree to the terms and conditions',
  ageRequired: 'You must be 18 or older to use this service',
  codeInvalid: 'Enter the 6-digit code',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
export const NAME_MAX_LENGTH = 30;
export const INSTITUTION_MAX_LENGTH = 200;
export const DEGREE_MAX_LENGTH = 20;
export const OTP_LENGTH = 6;
/** Spec §9: a verification code lives 300 seconds. */
export const OTP_LIFETIME_SECONDS = 300;
export const MINIMUM_AGE = 18;

export const NAME_PREFIXES = ['Dr.', 'Miss', 'Mr', 'Mrs', 'Ms', 'Prof.'] as const;
export const NamePrefix = z.enum(NAME_PREFIXES, { error: 'prefixInvalid' });
export type NamePrefix = z.infer<typeof NamePrefix>;

/**
 * A plain mailbox: a dot-atom local part and a host of letter/digit/hyphen labels with a letter TLD
 * (IDN hosts in their xn-- form). No display names, groups, lists or quoting — nodemailer would read
 * `Name<a@b.c>` or `a,b@c.d` as other or several recipients.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/** Email at registration: required, ≤ 255, well-formed; stored trimmed and lower-cased. */
export const EmailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'emailTooLong', abort: true })
  .regex(EMAIL_PATTERN, 'emailInvalid')
  .transform((email) => email.toLowerCase());

/** Email at login and in reset requests: the spec's shorter 'Invalid email'. */
export const LoginEmailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'emailInvalidLogin', abort: true })
  .regex(EMAIL_PATTERN, 'emailInvalidLogin')
  .transform((email) => email.toLowerCase());

/** How many of the four classes (lowercase, uppercase, digit, anything else) a password uses. */
export function passwordClassCount(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

function hasPasswordLength(value: string): boolean {
  const length = [...value].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/** A new password (registration, reset, change): 10–64 characters, three of the four classes. */
export const NewPasswordField = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired', abort: true })
  .refine((value) => hasPasswordLength(value), { error: 'passwordLength' })
  // One message at a time for the password itself: the classes are judged once the length is right.
  .refine((value) => !hasPasswordLength(value) || passwordClassCount(value) >= 3, {
    error: 'passwordClasses',
  });

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[a] === 'string' && record[a] !== '' && typeof record[b] === 'string' && record[b] !== ''
  );
}

/** A new password typed twice. Issues land on `password` and `password2`, the spec's field names. */
export const NewPasswordPair = z
  .object({
    password: NewPasswordField,
    password2: z.string({ error: 'passwordConfirmRequired' }).min(1, 'passwordConfirmRequired'),
  })
  .refine((pair) => pair.password === pair.password2, {
    error: 'passwordMismatch',
    path: ['password2'],
    // Check the match even while the password itself breaks a rule, so the form shows both at once.
    when: (payload) => bothStrings(payload.value, 'password', 'password2'),
  });
export type NewPasswordPair = z.infer<typeof NewPasswordPair>;

// Letters of any script, combining marks, spaces, and the punctuation real names use (O'Neil, Jean-Luc, Jr.).
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

function nameField(required: 'firstNameRequired' | 'lastNameRequired') {
  const tooLong = required === 'firstNameRequired' ? 'firstNameTooLong' : 'lastNameTooLong';
  const invalid = required === 'firstNameRequired' ? 'firstNameInvalid' : 'lastNameInvalid';
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(NAME_MAX_LENGTH, { error: tooLong, abort: true })
    .regex(NAME_PATTERN, invalid);
}

// Control characters (NUL breaks PostgreSQL text) and bidi overrides (they disguise text) are refused.
const PRINTABLE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

const optionalText = (max: number, message: ValidationMessageKey) =>
  z.string().trim().max(max, message).regex(PRINTABLE, 'textInvalid').default('');

/** ISO 3166-1 alpha-2, upper case (the form offers a list; the country decides e.g. the KR trial rules). */
export const CountryCode = z
  .string({ error: 'countryRequired' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'countryRequired');

/** The profile fields a user edits after registration (everything but email and password). */
export const ProfileFields = z.object({
  first_name: nameField('firstNameRequired'),
  last_name: nameField('lastNameRequired'),
  prefix: z.enum(['', ...NAME_PREFIXES], { error: 'prefixInvalid' }).default(''),
  degree: optionalText(DEGREE_MAX_LENGTH, 'degreeTooLong'),
  institution: z
    .string({ error: 'institutionRequired' })
    .trim()
    .min(1, { error: 'institutionRequired', abort: true })
    .max(INSTITUTION_MAX_LENGTH, 'institutionTooLong')
    .regex(PRINTABLE, 'textInvalid'),
  country: CountryCode,
  address_line1: optionalText(200, 'addressTooLong'),
  address_line2: optionalText(200, 'addressTooLong'),
  address_line3: optionalText(200, 'addressTooLong'),
  state: optionalText(100, 'stateTooLong'),
  city: optionalText(100, 'cityTooLong'),
  postal_code: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{Nd} -]{0,20}$/u, 'postalCodeInvalid')
    .default(''),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+() -]{0,30}$/, 'phoneInvalid')
    .default(''),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/** The register form's fields other than the passwords (which travel encrypted and are checked apart). */
export const RegistrationFields = ProfileFields.extend({
  email: EmailField,
  email2: z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired'),
  terms_agreed: z.literal(true, { error: 'termsRequired' }),
  age_confirmed: z.literal(true, { error: 'ageRequired' }),
}).refine((fields) => fields.email === fields.email2.toLowerCase(), {
  error: 'emailMismatch',
  path: ['email2'],
  when: (payload) => bothStrings(payload.value, 'email', 'email2'),
});
export type RegistrationFields = z.infer<typeof RegistrationFields>;

/** A six-digit code, one digit per box. */
export const OtpCode = z.string().regex(/^\d{6}$/, 'codeInvalid');
