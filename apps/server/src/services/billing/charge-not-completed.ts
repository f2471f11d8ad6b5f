/**
 * The first charge of a subscription is taken (`paid` or `billed`) but Paddle has not completed it, and
 * Paddle refunds only completed transactions. Thrown so the job retries: Paddle often sends
 * subscription.created before the charge's transaction.completed.
 */
export class ChargeNotCompleted extends Error {
  constructor(readonly transactionId: string) {
    super(`first charge ${transactionId} is not completed yet: its refund waits for Paddle to complete it`);
    this.name = 'ChargeNotCompleted';
  }
}
