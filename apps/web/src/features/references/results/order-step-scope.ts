/**
 * The mutation scope of every step call on one order from this tab (the result page's style save, Reset): calls in
 * one scope run one after another, so a Reset confirmed while a style save is in flight is the last word, and the
 * order does not come back to step 4.
 */
export function orderStepScope(orderId: string): { id: string } {
  return { id: `reference-order-step:${orderId}` };
}
