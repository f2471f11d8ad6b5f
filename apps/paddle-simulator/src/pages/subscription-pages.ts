import { cancelSubscription } from '../billing/cancel-subscription.ts';
import { emitSubscription } from '../billing/emit-subscription.ts';
import { readCard } from '../card.ts';
import type { SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { html, type PageAnswer } from './page-answer.ts';
import { describe, renderConfirm, renderPaymentMethod } from './portal-pages.ts';
import { readExpiry } from './read-expiry.ts';

type Page = (
  context: SimulatorContext,
  sub: SubscriptionRecord,
  post: URLSearchParams | null,
  action: string,
) => PageAnswer;

/** The Korean rule's page (management_urls.continue_subscription): consenting lets the trial renew. */
export const consentPage: Page = (context, sub, post, action) => {
  if (post && sub.status === 'trialing' && !sub.consentedAt) {
    sub.consentedAt = context.clock.time();
    sub.updatedAt = sub.consentedAt;
    emitSubscription(context, sub, ['subscription.updated']);
  }
  if (sub.consentedAt)
    return html(
      htmlPage(
        'Subscription continues',
        `<p>Thank you. ${describe(context, sub)} will renew when the trial ends.</p>`,
      ),
    );
  return html(
    renderConfirm(
      'Continue your subscription',
      `Your free trial of ${describe(context, sub)} does not renew on its own. Agree to be charged automatically when the trial ends to keep your plan.`,
      'I agree: continue my subscription',
      action,
    ),
  );
};

/** The portal's cancel link: cancels at the end of the billing period, as Paddle's portal does. */
export const cancelPage: Page = (context, sub, post, action) => {
  if (post && sub.status !== 'canceled' && !sub.scheduledCancelAt)
    cancelSubscription(context, sub, 'next_billing_period');
  if (post || sub.scheduledCancelAt || sub.status === 'canceled')
    return html(htmlPage('Subscription cancelled', `<p>${describe(context, sub)}</p>`));
  return html(
    renderConfirm(
      'Cancel subscription',
      `Cancel ${describe(context, sub)} at the end of the billing period?`,
      'Cancel subscription',
      action,
    ),
  );
};

/** The portal's update-payment-method link: a new card replaces the one on file (brand, last four, expiry only). */
export const paymentMethodPage: Page = (context, sub, post, action) => {
  if (!post) return html(renderPaymentMethod(action));
  const expiry = readExpiry(post.get('card_expiry') ?? '');
  const reading = readCard(
    {
      number: post.get('card_number') ?? '',
      expiryMonth: expiry?.month ?? 0,
      expiryYear: expiry?.year ?? 0,
      name: post.get('card_name') ?? '',
    },
    context.clock.now(),
  );
  if (!reading.ok || reading.declined)
    return html(renderPaymentMethod(action, reading.ok ? 'The card was declined.' : reading.message), 422);
  sub.card = reading.card;
  return html(
    htmlPage('Payment method updated', `<p>Card ending ${escapeHtml(reading.card.last4)} saved.</p>`),
  );
};
