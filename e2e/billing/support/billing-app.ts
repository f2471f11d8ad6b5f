import { randomBytes } from 'node:crypto';
import { type PaddleSimulator, startPaddleSimulator } from '@galley/paddle-simulator';
import { type RunningGalley, startGalley } from '../../support/server.ts';

export interface BillingApp {
  galley: RunningGalley;
  simulator: PaddleSimulator;
  url(pathname: string): string;
  stop(): Promise<void>;
}

/**
 * The built app as `npm start` runs it, with its Paddle account pointed at a Paddle simulator this test
 * process holds (PADDLE_API_KEY + GALLEY_PADDLE_URL), so a spec can move the simulator's clock (a trial
 * ending) and wait for its webhooks. `env` adds to the app's (GALLEY_WEB_DIST for a private web build).
 */
export async function startBillingApp(env: Record<string, string> = {}): Promise<BillingApp> {
  const secret = `pdl_ntfset_${randomBytes(16).toString('hex')}`;
  const apiKey = `pdl_sdbx_apikey_${randomBytes(16).toString('hex')}`;
  const simulator = await startPaddleSimulator({ webhookSecret: secret, apiKey });
  const galley = await startGalley({
    PADDLE_API_KEY: apiKey,
    PADDLE_WEBHOOK_SECRET: secret,
    GALLEY_PADDLE_URL: simulator.url,
    ...env,
  }).catch(async (error: unknown) => {
    await simulator.close();
    throw error;
  });
  simulator.setWebhookUrl(`${galley.baseUrl}/api/v1/payments/webhook/`);
  return {
    galley,
    simulator,
    url: (pathname) => new URL(pathname, galley.baseUrl).toString(),
    stop: async () => {
      await galley.stop();
      await simulator.close();
    },
  };
}
