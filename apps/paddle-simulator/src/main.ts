import { startPaddleSimulator } from './start-paddle-simulator.ts';

/**
 * `paddle-simulator`: listens on PADDLE_SIMULATOR_PORT (default 3020) and sends webhooks to
 * PADDLE_SIMULATOR_WEBHOOK_URL signed with PADDLE_WEBHOOK_SECRET; PADDLE_API_KEY, when set, is required as the
 * bearer token. Everything is kept in memory: stopping the simulator forgets it.
 */
const secret = process.env.PADDLE_WEBHOOK_SECRET ?? 'pdl_ntfset_local_simulator_secret';
const simulator = await startPaddleSimulator({
  port: Number(process.env.PADDLE_SIMULATOR_PORT ?? 3020),
  host: process.env.PADDLE_SIMULATOR_HOST ?? '127.0.0.1',
  webhookSecret: secret,
  ...(process.env.PADDLE_SIMULATOR_WEBHOOK_URL
    ? { webhookUrl: process.env.PADDLE_SIMULATOR_WEBHOOK_URL }
    : {}),
  ...(process.env.PADDLE_API_KEY ? { apiKey: process.env.PADDLE_API_KEY } : {}),
});
console.log(`Paddle simulator listening on ${simulator.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
