import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Paddle's variables (issue 17). Without PADDLE_API_KEY the server runs the local Paddle simulator in
 * process (dev, `npm start`); GALLEY_PADDLE_URL points the real SDK at any other base URL (tests).
 */
export const BillingEnvSchema = z.object({
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  GALLEY_PADDLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  PADDLE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
});

export interface BillingConfig {
  apiKey: string;
  clientToken: string | undefined;
  webhookSecret: string;
  environment: 'sandbox' | 'production';
  /** A base URL replacing Paddle's (the simulator); set at startup when the simulator runs in process. */
  apiUrl: string | undefined;
  /** True when no Paddle account is configured: the server starts the simulator itself. */
  simulated: boolean;
  webhookToleranceSeconds: number;
}

/**
 * Reads the billing variables, or the problems with them (loadConfig throws them as a ConfigError).
 * Secrets are never echoed in a problem: they stay out of terminals and logs.
 */
export function loadBillingConfig(source: NodeJS.ProcessEnv): BillingConfig | { problems: string[] } {
  const relevant = Object.fromEntries(
    Object.keys(BillingEnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const parsed = BillingEnvSchema.safeParse(relevant);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) };
  }
  const env = parsed.data;
  if (env.PADDLE_API_KEY && !env.PADDLE_WEBHOOK_SECRET) {
    return { problems: ['PADDLE_WEBHOOK_SECRET: required with PADDLE_API_KEY (webhooks are verified)'] };
  }
  return {
    // The simulator accepts any key; a random one keeps a real-looking bearer out of the code.
    apiKey: env.PADDLE_API_KEY ?? `pdl_sim_${randomBytes(16).toString('hex')}`,
    clientToken: env.PADDLE_CLIENT_TOKEN,
    webhookSecret: env.PADDLE_WEBHOOK_SECRET ?? `pdl_ntfset_${randomBytes(24).toString('hex')}`,
    environment: env.PADDLE_ENVIRONMENT,
    apiUrl: env.GALLEY_PADDLE_URL,
    simulated: !env.PADDLE_API_KEY,
    webhookToleranceSeconds: env.PADDLE_WEBHOOK_TOLERANCE_SECONDS,
  };
}
