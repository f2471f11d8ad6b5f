import type { BillingConfig } from '../../config/billing-config.ts';

/** The origins a page running Paddle.js needs, per environment; none when Paddle.js is not configured. */
export interface PaddleOrigins {
  /** Paddle.js itself and the stylesheet it injects. */
  script: string[];
  style: string[];
  /** The overlay checkout is an iframe on Paddle's checkout origin. */
  frame: string[];
  /** Paddle.js's own calls (price previews, checkout events). */
  connect: string[];
}

const NONE: PaddleOrigins = { script: [], style: [], frame: [], connect: [] };

/**
 * From Paddle's Paddle.js documentation (include Paddle.js; content security policy): the script and
 * its styles come from cdn.paddle.com, the checkout frame from buy.paddle.com (sandbox-buy in sandbox),
 * and Paddle.js talks to checkout-service.paddle.com (sandbox-checkout-service). Only with a client
 * token: without it the browser never loads Paddle.js, so nothing is opened.
 */
export function paddleOrigins(billing: Pick<BillingConfig, 'clientToken' | 'environment'>): PaddleOrigins {
  if (!billing.clientToken) return NONE;
  const prefix = billing.environment === 'sandbox' ? 'sandbox-' : '';
  return {
    script: ['https://cdn.paddle.com'],
    style: ['https://cdn.paddle.com'],
    frame: [`https://${prefix}buy.paddle.com`],
    connect: [`https://${prefix}checkout-service.paddle.com`],
  };
}

/** Permissions-Policy `payment`: off, or our page and Paddle's checkout frame (wallet payments). */
export function paymentPermission(origins: PaddleOrigins): string {
  if (origins.frame.length === 0) return 'payment=()';
  return `payment=(self ${origins.frame.map((origin) => `"${origin}"`).join(' ')})`;
}
