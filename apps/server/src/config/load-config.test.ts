import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BillingEnvSchema } from './billing-config.ts';
import { ConfigError, EnvSchema, loadConfig } from './load-config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the embedded defaults', () => {
    const config = loadConfig({}, '/srv/galley');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/galley/.galley',
      databaseUrl: undefined,
      environment: 'development',
      requestTimeoutMs: 100_000,
      cookieSecure: 'auto',
    });
  });

  it('sends mail to the dev outbox with localhost links by default, and demands SMTP and a public URL in production', () => {
    const dev = loadConfig({});
    expect(dev.mail).toEqual({
      smtpUrl: undefined,
      from: 'Galley <no-reply@galley.example>',
      sendsPerHour: 5,
    });
    expect(dev.publicUrl).toBe('http://localhost:3000');
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toMatch(/SMTP_URL: required when NODE_ENV=production/);
    expect(problems).toMatch(/GALLEY_PUBLIC_URL: required when NODE_ENV=production/);
    const production = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      GALLEY_PUBLIC_URL: 'https://galley.example/',
    });
    expect(production.publicUrl).toBe('https://galley.example');
    expect(problemsOf({ SMTP_URL: 'http://mail.example' })).toMatch(/SMTP_URL: .*<redacted/);
  });

  it('names each bad variable and the value it got', () => {
    expect(problemsOf({ PORT: 'abc' })).toMatch(/PORT: .*\(got "abc"\)/);
    expect(problemsOf({ GALLEY_ENVIRONMENT: 'staging' })).toMatch(/GALLEY_ENVIRONMENT: .*"staging"/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problemsOf({ SESSION_SECRET: 'short' })).toMatch(/SESSION_SECRET: must be at least 32/);
    const both = problemsOf({ PORT: '70000', LOG_LEVEL: 'loud' });
    expect(both).toContain('PORT');
    expect(both).toContain('LOG_LEVEL');
  });

  it('never prints the value of a secret variable', () => {
    const message = problemsOf({
      SESSION_SECRET: 'tooShortButSecret',
      DATABASE_URL: 'mysql://u:pw-123@db/x',
    });
    expect(message).not.toContain('tooShortButSecret');
    expect(message).not.toContain('pw-123');
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('<redacted, 17 characters>');
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(problemsOf({ TRUST_PROXY: 'maybe' })).toMatch(/TRUST_PROXY: must be false, true, a hop count/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('documents every variable in the README configuration table', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
    for (const name of [...Object.keys(EnvSchema.shape), ...Object.keys(BillingEnvSchema.shape)]) {
      expect(readme, `README lacks ${name}`).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|`));
    }
  });
});
