import type { ManagementUrlsResponse } from '@galley/contracts';
import { api } from '../../../lib/api/client.ts';

export type ManagementLink = keyof ManagementUrlsResponse['management_urls'];

/**
 * Opens one of Paddle's customer-portal links. They come from a fresh portal session on every click —
 * never cached, since they expire — and resolve to false when the server has none for this link.
 */
export async function openManagementUrl(link: ManagementLink): Promise<boolean> {
  const { management_urls: urls } = await api.call('paymentsManagementUrls');
  const url = urls[link];
  if (!url) return false;
  window.location.assign(url);
  return true;
}
