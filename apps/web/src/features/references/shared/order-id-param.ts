import { z } from 'zod';

const OrderId = z.uuid();

/** The `reference_order` query parameter when it is an order id, else null (the page says Invalid Approach). */
export function orderIdParam(search: URLSearchParams): string | null {
  const parsed = OrderId.safeParse(search.get('reference_order'));
  return parsed.success ? parsed.data : null;
}

/** A step page's address for `orderId`, without the locale prefix. */
export function orderPath(page: 'validate' | 'result', orderId: string): string {
  return `/reference/bibliography/${page}?reference_order=${encodeURIComponent(orderId)}`;
}
