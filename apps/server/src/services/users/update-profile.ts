import type { Locale, ProfileFields } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';

/** Saves the profile tab: every registration field but email and password. */
export async function updateProfile(
  db: Database,
  user: UserRow,
  profile: ProfileFields,
  locale: Locale | undefined,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({
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
      ...(locale ? { locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return rows[0] ?? user;
}
