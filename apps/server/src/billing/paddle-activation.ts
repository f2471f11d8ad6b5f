import type { Paddle } from '@paddle/paddle-node-sdk';
import { type PaddleSubscription, toPaddleSubscription } from './paddle-subscription.ts';

/** Ends a trial now and bills the plan: a trial the user was not entitled to (paid before). */
export async function activateNow(paddle: Paddle, subscriptionId: string): Promise<PaddleSubscription> {
  return toPaddleSubscription(await paddle.subscriptions.activate(subscriptionId));
}
