import type { BillingConfig } from '../config/billing-config.ts';

const BASE_URL = { sandbox: 'https://sandbox-api.paddle.com', production: 'https://api.paddle.com' };

/** What one read of a subscription's JSON says of the Korean rule's consent. */
export interface ConsentRead {
  /** Paddle's status in the same read: a consent link is only meaningful while `trialing`. */
  status: string | null;
  /** `management_urls.continue_subscription`, the consent page, while the trial waits for it. */
  url: string | null;
}

/**
 * Reads the subscription's JSON for the Korean rule's consent link. The SDK's entity drops fields
 * outside Paddle's OpenAPI document, so this one is read from the JSON, with the status of the same
 * read (a link missing because the trial has since ended says nothing about consent). Null when
 * unreadable.
 */
export async function readConsent(
  billing: BillingConfig,
  subscriptionId: string,
): Promise<ConsentRead | null> {
  const base = (billing.apiUrl ?? BASE_URL[billing.environment]).replace(/\/+$/, '');
  try {
    const response = await fetch(`${base}/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      headers: { authorization: `Bearer ${billing.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as {
      data?: { status?: unknown; management_urls?: { continue_subscription?: unknown } };
    };
    const url = body.data?.management_urls?.continue_subscription;
    return {
      status: typeof body.data?.status === 'string' ? body.data.status : null,
      url: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null,
    };
  } catch {
    return null;
  }
}

/** `management_urls.continue_subscription` of a subscription, or null when absent or unreadable. */
export async function fetchConsentUrl(
  billing: BillingConfig,
  subscriptionId: string,
): Promise<string | null> {
  return (await readConsent(billing, subscriptionId))?.url ?? null;
}
