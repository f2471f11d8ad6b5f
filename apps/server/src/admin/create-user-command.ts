import {
  EmailField,
  isValidationMessageKey,
  NewPasswordField,
  ProfileFields,
  VALIDATION_MESSAGES,
} from '@galley/contracts';
import { loadConfig } from '../config/load-config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createArgon2Hasher } from '../services/security/password-hasher.ts';
import { createUser } from '../services/users/create-user.ts';

export interface CreateUserCommandOptions {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  institution: string;
  country: string;
  superuser: boolean;
  staff: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface CreatedUser {
  id: string;
  email: string;
  isSuperuser: boolean;
  isStaff: boolean;
}

const words = (message: string | undefined) =>
  message && isValidationMessageKey(message) ? VALIDATION_MESSAGES[message] : (message ?? 'invalid');

/** Reports every broken rule of the command's input at once, in the form's own words. */
function check(options: CreateUserCommandOptions) {
  const problems: string[] = [];
  const email = EmailField.safeParse(options.email);
  if (!email.success) problems.push(`--email: ${words(email.error.issues[0]?.message)}`);
  const password = NewPasswordField.safeParse(options.password);
  if (!password.success) problems.push(`password: ${words(password.error.issues[0]?.message)}`);
  const profile = ProfileFields.safeParse({
    first_name: options.firstName,
    last_name: options.lastName,
    institution: options.institution,
    country: options.country,
  });
  if (!profile.success) {
    for (const issue of profile.error.issues)
      problems.push(`--${String(issue.path[0]).replace('_', '-')}: ${words(issue.message)}`);
  }
  if (problems.length > 0 || !email.success || !profile.success) throw new Error(problems.join('\n'));
  return { email: email.data, profile: profile.data };
}

/**
 * `galley admin create-user`: an account made on the operator's word — email verified, terms not
 * recorded (the person has not agreed to anything yet), staff/superuser as asked. Opens the database
 * the server uses (same environment variables) and migrates it first.
 */
export async function createUserCommand(options: CreateUserCommandOptions): Promise<CreatedUser> {
  const { email, profile } = check(options);
  const config = loadConfig(options.env ?? process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const user = await createUser({
      db: database.db,
      hasher: createArgon2Hasher(),
      email,
      password: options.password,
      profile,
      locale: 'en',
      consentAt: null,
      emailVerified: true,
      isStaff: options.staff || options.superuser,
      isSuperuser: options.superuser,
    });
    return { id: user.id, email: user.email, isSuperuser: user.isSuperuser, isStaff: user.isStaff };
  } finally {
    await database.close();
  }
}
