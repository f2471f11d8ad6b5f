import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Command } from 'commander';

/** The server's operator module (apps/server/src/admin), as this command uses it. */
interface AdminModule {
  createUserCommand(options: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    institution: string;
    country: string;
    superuser: boolean;
    staff: boolean;
  }): Promise<{ id: string; email: string; isSuperuser: boolean; isStaff: boolean }>;
  setPlanCommand(options: { email: string; plan: string; status?: string; days?: string }): Promise<{
    email: string;
    plan: string;
    status: string;
    periodEnd: Date | null;
    trialEnd: Date | null;
  }>;
}

/** The one line set-plan prints: whose plan, which, in what state, until when. */
function describePlan(result: {
  email: string;
  plan: string;
  status: string;
  periodEnd: Date | null;
}): string {
  const until = result.periodEnd ? `until ${result.periodEnd.toISOString()}` : 'with no end date';
  return `${result.email}: plan ${result.plan}, ${result.status} ${until}`;
}

function fail(command: string, error: unknown): void {
  process.stderr.write(
    `galley admin ${command}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}

/**
 * Admin commands need the server's database code, which lives in apps/server: the built module when
 * there is one (dist/admin.js beside the server bundle), else its sources through tsx (a checkout).
 */
async function loadAdmin(): Promise<AdminModule> {
  const built = new URL('../../server/dist/admin.js', import.meta.url);
  const builtFromSource = new URL('../../../server/dist/admin.js', import.meta.url);
  for (const candidate of [built, builtFromSource]) {
    if (existsSync(candidate)) return (await import(candidate.href)) as AdminModule;
  }
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('../../../server/src/admin/index.ts', import.meta.url)) as AdminModule;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** A password that meets the rules (10–64 characters, three classes): printed once for the operator. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1`;
}

export function adminCommand(): Command {
  const admin = new Command('admin');
  admin
    .command('create-user')
    .description('create a verified account, optionally staff or superuser')
    .requiredOption('--email <email>', 'the account email')
    .option('--password-stdin', 'read the password from standard input (else one is generated and printed)')
    .option('--first-name <name>', 'first name', 'Galley')
    .option('--last-name <name>', 'last name', 'Admin')
    .option('--institution <name>', 'institution', 'Galley')
    .option('--country <code>', 'ISO 3166 country code', 'KR')
    .option('--staff', 'may use the template editor and admin pages', false)
    .option('--superuser', 'full rights (implies --staff)', false)
    .action(async (options) => {
      const generated = options.passwordStdin ? null : generatePassword();
      const password = generated ?? (await readStdin());
      const { createUserCommand } = await loadAdmin();
      try {
        const user = await createUserCommand({
          email: options.email,
          password,
          firstName: options.firstName,
          lastName: options.lastName,
          institution: options.institution,
          country: options.country,
          superuser: options.superuser,
          staff: options.staff,
        });
        const role = user.isSuperuser ? 'superuser' : user.isStaff ? 'staff' : 'user';
        process.stdout.write(`created ${role} ${user.email} (${user.id})\n`);
        if (generated) process.stdout.write(`password: ${generated}\n`);
      } catch (error) {
        fail('create-user', error);
      }
    });
  admin
    .command('set-plan')
    .description("set a user's subscription: plan and status, the period starting now")
    .requiredOption('--email <email>', 'the account email')
    .requiredOption('--plan <plan>', 'free, pro, max or admin')
    .option('--status <status>', 'trialing or active', 'active')
    .option(
      '--days <n>',
      "days until the period (and a trial) ends; a trial defaults to the site's trial length",
    )
    .action(async (options) => {
      const { setPlanCommand } = await loadAdmin();
      try {
        if (typeof setPlanCommand !== 'function')
          throw new Error(
            'the server build (apps/server/dist/admin.js) predates set-plan: run npm run build',
          );
        const result = await setPlanCommand({
          email: options.email,
          plan: options.plan,
          status: options.status,
          days: options.days,
        });
        process.stdout.write(`${describePlan(result)}\n`);
      } catch (error) {
        fail('set-plan', error);
      }
    });
  return admin;
}
