import { createHmac, timingSafeEqual } from 'node:crypto';

/** The custom_data key holding the seal of `user_id`. */
export const USER_SEAL_KEY = 'user_seal';

const sealOf = (apiKey: string, userId: string): string =>
  createHmac('sha256', apiKey).update(`galley custom_data.user_id\n${userId}`).digest('hex');

/** custom_data for a checkout we create: the user and a seal only our server (API key) can make. */
export function sealedCustomData(apiKey: string, userId: string): Record<string, string> {
  return { user_id: userId, [USER_SEAL_KEY]: sealOf(apiKey, userId) };
}

/**
 * Whether custom data names this user under our seal. Paddle.js can replace an open checkout's custom
 * data (Paddle.Checkout.updateCheckout), even of a transaction we created, so `origin: api` alone does
 * not prove we wrote the user id; a buyer only ever sees the seal of their own id.
 */
export function sealedFor(apiKey: string, customData: unknown, userId: string): boolean {
  if (!customData || typeof customData !== 'object') return false;
  const data = customData as Record<string, unknown>;
  const seal = data[USER_SEAL_KEY];
  if (data.user_id !== userId || typeof seal !== 'string') return false;
  const expected = Buffer.from(sealOf(apiKey, userId));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether custom data carries our seal of the user id it names (a checkout we created, for anyone). */
export function sealedByUs(apiKey: string, customData: unknown): boolean {
  const userId = (customData as Record<string, unknown> | null | undefined)?.user_id;
  return typeof userId === 'string' && sealedFor(apiKey, customData, userId);
}
