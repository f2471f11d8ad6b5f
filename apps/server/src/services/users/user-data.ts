import { isLocale, type Locale, PlanId, type ProfileFields, type UserData } from '@galley/contracts';
import type { UserRow, users } from '../../db/schema.ts';

export function localeOf(user: Pick<UserRow, 'locale'>): Locale {
  return isLocale(user.locale) ? user.locale : 'en';
}

/**
 * The plan in force as the user row carries it: a copy of the subscription's (services/billing), written
 * with every plan change by setSubscription and corrected by readSubscription once a period runs out.
 */
export function planTypeOf(user: Pick<UserRow, 'planType'>): PlanId {
  const parsed = PlanId.safeParse(user.planType);
  return parsed.success ? parsed.data : 'free';
}

/** The user as the API shows it (spec §3 User): never the hash, never internal timestamps. */
export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    prefix: user.prefix,
    degree: user.degree,
    institution: user.institution,
    country: user.country,
    address_line1: user.addressLine1,
    address_line2: user.addressLine2,
    address_line3: user.addressLine3,
    state: user.state,
    city: user.city,
    postal_code: user.postalCode,
    phone: user.phone,
    locale: localeOf(user),
    is_email_verified: user.emailVerifiedAt !== null,
    is_active_two_factor: user.twoFactorEnabled,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    date_joined: user.createdAt.toISOString(),
  };
}

/** "Dr. Ada Lovelace" — how mails greet the user. */
export function displayName(user: Pick<UserRow, 'prefix' | 'firstName' | 'lastName'>): string {
  return [user.prefix, user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The profile form's fields as `users` columns (registration and the profile tab write the same ones). */
export function profileColumns(profile: ProfileFields): Partial<typeof users.$inferInsert> & {
  firstName: string;
  lastName: string;
  institution: string;
  country: string;
} {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    prefix: profile.prefix,
    degree: profile.degree,
    institution: profile.institution,
    country: profile.country,
    addressLine1: profile.address_line1,
    addressLine2: profile.address_line2,
    addressLine3: profile.address_line3,
    state: profile.state,
    city: profile.city,
    postalCode: profile.postal_code,
    phone: profile.phone,
  };
}
