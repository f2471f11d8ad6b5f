import type { Locale, ProfileFields } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PasswordHasher } from '../security/password-hasher.ts';
import { findUserByEmail } from './find-user.ts';
import { profileColumns } from './user-data.ts';

export interface CreateUserOptions {
  db: Database;
  hasher: PasswordHasher;
  email: string;
  password: string;
  profile: ProfileFields;
  locale: Locale;
  /** Registration records consent; the admin CLI creates accounts on someone's behalf. */
  consentAt: Date | null;
  emailVerified?: boolean;
  isStaff?: boolean;
  isSuperuser?: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

/** Inserts an account with an argon2id hash; a taken address is 409 'This email address is already registered.' */
export async function createUser(options: CreateUserOptions): Promise<UserRow> {
  const { db, hasher, profile } = options;
  const email = options.email.trim().toLowerCase();
  const taken = () => new AppError('email_taken', 'This email address is already registered.');
  if (await findUserByEmail(db, email)) throw taken();
  const passwordHash = await hasher.hash(options.password);
  try {
    const rows = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        ...profileColumns(profile),
        locale: options.locale,
        termsAgreedAt: options.consentAt,
        ageConfirmedAt: options.consentAt,
        emailVerifiedAt: options.emailVerified ? new Date() : null,
        isStaff: options.isStaff ?? false,
        isSuperuser: options.isSuperuser ?? false,
      })
      .returning();
    const user = rows[0];
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
