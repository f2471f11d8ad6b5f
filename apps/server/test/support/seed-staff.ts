import type { Database } from '../../src/db/database.ts';
import { subscriptions } from '../../src/db/schema.ts';
import { createArgon2Hasher } from '../../src/services/security/password-hasher.ts';
import { SessionStore } from '../../src/services/sessions/session-store.ts';
import { createUser } from '../../src/services/users/create-user.ts';
import { testProfile } from './test-profile.ts';

/** A staff user on the Pro plan, and a session token for them, written straight to the database. */
export async function seedStaff(db: Database): Promise<{ userId: string; token: string }> {
  const user = await createUser({
    db,
    hasher: createArgon2Hasher(),
    email: `staff-${Date.now()}@example.org`,
    password: 'Correct-Horse-9',
    profile: testProfile({ first_name: 'Grace', last_name: 'Hopper', institution: 'Navy', country: 'US' }),
    locale: 'en',
    consentAt: new Date(),
    emailVerified: true,
    isStaff: true,
    isSuperuser: false,
  });
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId: user.id,
    plan: 'pro',
    status: 'active',
    cycle: 'monthly',
    periodStart: new Date(now),
    periodEnd: new Date(now + 30 * 86_400_000),
  });
  const { token } = await new SessionStore(db, 86_400_000).create(user.id);
  return { userId: user.id, token };
}
