import { createHmac, randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config/load-config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import { createJobRunner } from './jobs/create-job-runner.ts';
import type { IsolatedPool } from './jobs/isolated/isolated-pool.ts';
import type { JobQueue } from './jobs/runner/job-queue.ts';
import type { PgBossRunner } from './jobs/runner/pg-boss-runner.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { csrfPlugin } from './plugins/security/csrf.ts';
import { currentUserPlugin } from './plugins/security/current-user.ts';
import { headersPlugin } from './plugins/security/headers.ts';
import { rateLimitPlugin } from './plugins/security/rate-limit.ts';
import { sessionsPlugin } from './plugins/security/sessions.ts';
import { spaPlugin } from './plugins/spa.ts';
import { openPubSub } from './pubsub/open-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { registerRoutes } from './routes/index.ts';
import { seedJournalTemplates } from './services/journal-templates/seed-journal-templates.ts';
import { resolveCookieSecret } from './services/security/cookie-secret.ts';
import { createArgon2Hasher, type PasswordHasher } from './services/security/password-hasher.ts';
import {
  loadPasswordTransportKey,
  type PasswordTransportKey,
} from './services/security/password-transport-key.ts';
import { loadSiteFile, type SiteFile } from './services/site/load-site-config.ts';
import type { AccountDeps } from './services/users/account-deps.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { openFileStorage } from './storage/open-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    siteFile: SiteFile;
    pubsub: PubSub;
    storage: FileStorage;
    /** Put background jobs on the queue. */
    jobs: JobQueue;
    /** The runner itself (operator views, tests). */
    jobRunner: PgBossRunner;
    /** Worker threads for parsing untrusted files in requests (RIS/NBIB uploads). */
    isolated: IsolatedPool;
    /** The RSA key for password transport, created on first use and kept in the database. */
    passwordTransportKey(): Promise<PasswordTransportKey>;
    passwordHasher: PasswordHasher;
    mailer: Mailer;
    /** What the account use cases need, plus the key that HMACs login codes. */
    accountDeps: AccountDeps & { codeSecret: string };
    /** Every route registered, for tests and docs that must cover all of them. */
    routeList: ReadonlyArray<{ method: string; url: string; websocket: boolean }>;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options (main.ts) or a ready pino instance (tests capturing log lines). */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  pubsub?: PubSub;
  storage?: FileStorage;
  /** argon2id by default; tests wrap the real one to count calls. */
  passwordHasher?: PasswordHasher;
  /** SMTP when SMTP_URL is set, else the dev outbox in the database. */
  mailer?: Mailer;
  /** Whether this process runs jobs (default: GALLEY_RUN_JOBS); queueing works either way. */
  runJobs?: boolean;
}

/** A hop count trusts that many proxies nearest to us (as proxy-addr reads a number). */
function toFastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

function isLoggerInstance(logger: BuildOptions['logger']): logger is FastifyBaseLogger {
  return (
    typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function'
  );
}

/** Builds the whole app without listening: main.ts listens, tests call app.inject(). */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(isLoggerInstance(options.logger)
      ? { loggerInstance: options.logger }
      : { logger: options.logger ?? false }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: config.bodyLimitBytes,
    // Our own ids only: a client-chosen id would let anyone forge log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  const routeList: Array<{ method: string; url: string; websocket: boolean }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push({ method, url: route.url, websocket: Boolean(route.websocket) });
    }
  });
  app.decorate('routeList', routeList);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('siteFile', loadSiteFile(config.siteConfigPath));
  const pubsub =
    options.pubsub ?? (await openPubSub(database, (error) => app.log.warn({ err: error }, 'pub/sub')));
  app.decorate('pubsub', pubsub);
  app.decorate('storage', options.storage ?? openFileStorage(config.storage));
  let transportKey: Promise<PasswordTransportKey> | undefined;
  app.decorate('passwordTransportKey', () => {
    transportKey ??= loadPasswordTransportKey(database.db).catch((error: unknown) => {
      transportKey = undefined;
      throw error;
    });
    return transportKey;
  });

  const { runner, isolated } = createJobRunner({
    config,
    database,
    pubsub,
    storage: app.storage,
    log: app.log,
  });
  await runner.start({ work: options.runJobs ?? config.jobs.run });
  app.decorate('jobs', runner);
  app.decorate('jobRunner', runner);
  app.decorate('isolated', isolated);
  app.addHook('onClose', async () => {
    await runner.stop();
    await isolated.close();
    // An injected pub/sub belongs to the caller; only the one opened here is closed here.
    if (!options.pubsub) await pubsub.close?.();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The code's journal templates become rows once (spec §2 Admin); the converter then reads them from here.
  await seedJournalTemplates(database.db);
  const cookieSecret = await resolveCookieSecret(database.db, config.sessionSecret);
  const passwordHasher = options.passwordHasher ?? createArgon2Hasher();
  const mailer =
    options.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(database.db, config.mail.from));
  app.decorate('passwordHasher', passwordHasher);
  app.decorate('mailer', mailer);
  app.decorate('accountDeps', {
    db: database.db,
    config,
    hasher: passwordHasher,
    mailer,
    // Derived, not stored: login codes live 300 s, so a secret change only voids codes in flight.
    codeSecret: createHmac('sha256', cookieSecret).update('galley-login-codes').digest('hex'),
  });
  app.addHook('onClose', async () => mailer.close());

  // Marks the database as registered so plugins can declare it as a dependency.
  await app.register(fp(async () => {}, { name: 'galley-db' }));
  await app.register(errorsPlugin);
  await app.register(headersPlugin);
  await app.register(fastifyCookie, { secret: cookieSecret });
  await app.register(rateLimitPlugin);
  await app.register(sessionsPlugin);
  await app.register(currentUserPlugin);
  await app.register(csrfPlugin);
  await app.register(realtimePlugin);
  registerRoutes(app);
  await app.register(spaPlugin);
  return app;
}
