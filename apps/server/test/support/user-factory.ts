import { randomUUID } from 'node:crypto';
import type { Locale } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UserRow, users } from '../../src/db/schema.ts';
import { createUser } from '../../src/services/users/create-user.ts';
import { testProfile } from './test-profile.ts';

export interface TestUser {
  user: UserRow;
  email: string;
  password: string;
}

export interface TestUserOptions {
  email?: string;
  password?: string;
  verified?: boolean;
  twoFactor?: boolean;
  locale?: Locale;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isActive?: boolean;
}

/** A real account in the test database, made by the same service registration uses (real argon2id). */
export async function createTestUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.org`;
  const password = options.password ?? 'Correct-Horse-9';
  let user = await createUser({
    db: app.db,
    hasher: app.passwordHasher,
    email,
    password,
    profile: testProfile(),
    locale: options.locale ?? 'en',
    consentAt: new Date(),
    emailVerified: options.verified ?? true,
    isStaff: options.isStaff ?? false,
    isSuperuser: options.isSuperuser ?? false,
  });
  if (options.twoFactor || options.isActive === false) {
    const rows = await app.db
      .update(users)
      .set({ twoFactorEnabled: options.twoFactor ?? false, isActive: options.isActive ?? true })
      .where(eq(users.id, user.id))
      .returning();
    user = rows[0] ?? user;
  }
  return { user, email: user.email, password };
}

/** Just an id of a real user, for tests about sessions rather than accounts. */
export async function createTestUserId(app: FastifyInstance): Promise<string> {
  return (await createTestUser(app)).user.id;
}
