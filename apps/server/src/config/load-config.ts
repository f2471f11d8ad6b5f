import path from 'node:path';
import { GalleyEnvironment } from '@galley/contracts';
import { z } from 'zod';
import { requireBothS3Keys, type StorageConfig, storageConfig } from '../storage/storage-config.ts';
import { StorageUrl } from '../storage/storage-url.ts';
import { type BillingConfig, loadBillingConfig } from './billing-config.ts';
import { findServerRoot } from './server-root.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const positiveInt = z.coerce.number().int().positive();

/**
 * Every environment variable the server reads. Defaults give the embedded setup: PGlite under
 * `.galley/`, local file storage, dev mail outbox. README's configuration table mirrors this schema;
 * `load-config.test.ts` fails when the two drift apart.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  GALLEY_DATA_DIR: z.string().min(1).default('.galley'),
  GALLEY_STORAGE_URL: StorageUrl.optional(),
  GALLEY_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  GALLEY_S3_REGION: z.string().min(1).default('us-east-1'),
  GALLEY_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  GALLEY_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  GALLEY_ENVIRONMENT: GalleyEnvironment.default('development'),
  GALLEY_SITE_CONFIG: z.string().min(1).optional(),
  GALLEY_WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: positiveInt.default(24 * 14),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      'must be false, true, a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs',
    )
    .default('false'),
  RATE_LIMIT_MAX: positiveInt.default(300),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  REQUEST_TIMEOUT_MS: positiveInt.default(100_000),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  GALLEY_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Galley <no-reply@galley.example>'),
  MAIL_SENDS_PER_HOUR: positiveInt.default(5),
  LOGIN_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_FAILURES_PER_ACCOUNT_TOTAL: positiveInt.default(50),
  LOGIN_FAILURES_PER_IP: positiveInt.default(100),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  GALLEY_RUN_JOBS: z.enum(['true', 'false']).default('true'),
  GALLEY_JOB_SUPERVISE_SECONDS: positiveInt.max(3_600).default(10),
  GALLEY_JOB_MEMORY_MB: positiveInt.min(256).default(1_024),
  GALLEY_JOB_WARM_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  GALLEY_DRAFT_RETENTION_DAYS: positiveInt.default(30),
  GALLEY_MAX_TARGET_JOURNALS: positiveInt.max(100).default(10),
  PUBMED_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'),
  NCBI_API_KEY: z.string().min(1).optional(),
  NCBI_TOOL: z.string().min(1).default('galley'),
  NCBI_EMAIL: z.string().min(3).optional(),
  GALLEY_LLM_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  GALLEY_LLM_API_KEY: z.string().min(1).optional(),
  GALLEY_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  GALLEY_LLM_STATUS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** Where files live (GALLEY_STORAGE_URL): a local folder or an S3-compatible bucket. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  environment: Env['GALLEY_ENVIRONMENT'];
  siteConfigPath: string;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  sessionSecret: string | undefined;
  sessionTtlMs: number;
  cookieSecure: 'auto' | boolean;
  /** Fastify's trustProxy: false, true (every hop — only behind a proxy that overwrites X-Forwarded-For), a hop count, or addresses. */
  trustProxy: boolean | number | string;
  rateLimit: { max: number; windowMs: number };
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** Origin used in links sent by mail (verification, password reset). */
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string; sendsPerHour: number };
  loginThrottle: { perAccount: number; perAccountTotal: number; perIp: number; windowMs: number };
  /** Background jobs: whether this server runs them, supervision interval, worker threads' heap limit. */
  jobs: {
    run: boolean;
    superviseSeconds: number;
    memoryMb: number;
    /** Worker threads kept started and warmed at start (0 in tests: each test's server starts cold and quick). */
    warmThreads: number;
  };
  /** Days after which the uploaded sources of untouched drafts are deleted. */
  draftRetentionDays: number;
  /** Most target journals one conversion converts to (spec §9 leaves it open). */
  maxTargetJournals: number;
  /** The E-utilities server the reference check talks to, and how Galley identifies itself to NCBI. */
  pubmed: { baseUrl: string; apiKey: string | undefined; tool: string; email: string };
  /**
   * The LLM tagger (an OpenAI-compatible chat-completions root) and its Statuspage-style status page; null → the
   * local tagger only. With it, auto-tagging falls back to the local tagger when the endpoint fails.
   */
  llm: { url: string; apiKey: string; model: string; statusUrl: string | undefined } | null;
  /** Paddle (config/billing-config.ts): keys, webhook secret, and the simulator when no account is set. */
  billing: BillingConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Variables whose values must not reach a terminal or a log, even when they are wrong. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'GALLEY_S3_SECRET_ACCESS_KEY',
  'NCBI_API_KEY',
  'GALLEY_LLM_API_KEY',
]);

function describeValue(name: string, value: string): string {
  if (!SECRET_VARIABLES.has(name)) return JSON.stringify(value);
  return `<redacted, ${value.length} characters>`;
}

/** Reads the configuration from an environment (process.env by default); throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const relevant = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = EnvSchema.superRefine(requireBothS3Keys).safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = source[name];
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${describeValue(name, got)})`}`;
      }),
    );
  }
  const env = parsed.data;
  // In production mail must really leave (the outbox would keep live reset links and codes), and its
  // links must point at the public site, not at localhost.
  if (env.NODE_ENV === 'production') {
    const missing = [
      env.SMTP_URL ? null : 'SMTP_URL: required when NODE_ENV=production (mail must be delivered)',
      env.GALLEY_PUBLIC_URL ? null : 'GALLEY_PUBLIC_URL: required when NODE_ENV=production (links in mails)',
    ].filter((problem): problem is string => problem !== null);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  const billing = loadBillingConfig(source);
  if ('problems' in billing) throw new ConfigError(billing.problems);
  const serverRoot = findServerRoot();
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(cwd, env.GALLEY_DATA_DIR),
    storage: storageConfig(env, path.resolve(cwd, env.GALLEY_DATA_DIR)),
    databaseUrl: env.DATABASE_URL,
    environment: env.GALLEY_ENVIRONMENT,
    siteConfigPath: env.GALLEY_SITE_CONFIG
      ? path.resolve(cwd, env.GALLEY_SITE_CONFIG)
      : path.join(serverRoot, 'config', 'site.json'),
    webDistDir: env.GALLEY_WEB_DIST
      ? path.resolve(cwd, env.GALLEY_WEB_DIST)
      : path.resolve(serverRoot, '..', 'web', 'dist'),
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    cookieSecure: env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    publicUrl: env.GALLEY_PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, sendsPerHour: env.MAIL_SENDS_PER_HOUR },
    loginThrottle: {
      perAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      perAccountTotal: env.LOGIN_FAILURES_PER_ACCOUNT_TOTAL,
      perIp: env.LOGIN_FAILURES_PER_IP,
      windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    jobs: {
      run: env.GALLEY_RUN_JOBS === 'true',
      superviseSeconds: env.GALLEY_JOB_SUPERVISE_SECONDS,
      memoryMb: env.GALLEY_JOB_MEMORY_MB,
      warmThreads: env.GALLEY_JOB_WARM_THREADS ?? (env.NODE_ENV === 'test' ? 0 : 1),
    },
    draftRetentionDays: env.GALLEY_DRAFT_RETENTION_DAYS,
    maxTargetJournals: env.GALLEY_MAX_TARGET_JOURNALS,
    pubmed: {
      baseUrl: env.PUBMED_BASE_URL,
      apiKey: env.NCBI_API_KEY,
      tool: env.NCBI_TOOL,
      email: env.NCBI_EMAIL ?? '',
    },
    llm: env.GALLEY_LLM_URL
      ? {
          url: env.GALLEY_LLM_URL,
          apiKey: env.GALLEY_LLM_API_KEY ?? '',
          model: env.GALLEY_LLM_MODEL,
          statusUrl: env.GALLEY_LLM_STATUS_URL,
        }
      : null,
    billing,
  };
}
