import type { Config } from '../../config/load-config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PasswordHasher } from '../security/password-hasher.ts';

/** What the account use cases need from the app; routes pass `app.accountDeps`. */
export interface AccountDeps {
  db: Database;
  config: Config;
  hasher: PasswordHasher;
  mailer: Mailer;
}
