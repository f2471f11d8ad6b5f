import type { ReferenceOrderResponse } from '@galley/contracts';
import type { Page } from 'playwright-core';

/** What the server holds for the order, read with the page's own session. */
export function readOrder(page: Page, orderId: string): Promise<ReferenceOrderResponse> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/reference/reference-order/?reference_order=${id}`, {
      credentials: 'include',
    });
    return (await response.json()) as ReferenceOrderResponse;
  }, orderId);
}
