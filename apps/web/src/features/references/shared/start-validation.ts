import { api } from '../../../lib/api/client.ts';

/** Starts the PubMed check of an order (idempotent on the server: a running check is joined). */
export function startValidation(orderId: string) {
  return api.call('referenceUpdatePubmedData', { reference_order: orderId });
}
