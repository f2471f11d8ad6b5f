import { iso } from '../clock.ts';
import { linkToken, type SimulatorContext } from '../context.ts';
import { effectiveCancelAt } from '../json/subscription-schedule.ts';
import type { SubscriptionRecord } from '../state.ts';
import { escapeHtml, htmlPage } from './html.ts';

/** The customer portal's overview: the customer's subscriptions and their links. */
export function renderOverview(context: SimulatorContext, customerId: string): string {
  const subs = [...context.state.subscriptions.values()].filter((sub) => sub.customerId === customerId);
  const items = subs
    .map((sub) => {
      const token = linkToken(context, sub.id);
      const links =
        sub.status === 'canceled'
          ? ''
          : ` — <a href="/portal/subscriptions/${sub.id}/cancel?token=${token}">Cancel</a>, <a href="/portal/subscriptions/${sub.id}/payment-method?token=${token}">Update payment method</a>`;
      return `<li>${describe(context, sub)}${links}</li>`;
    })
    .join('\n');
  return htmlPage('Your subscriptions', subs.length ? `<ul>${items}</ul>` : '<p>No subscriptions.</p>');
}

export function describe(context: SimulatorContext, sub: SubscriptionRecord): string {
  const price = context.state.prices.get(sub.priceId);
  const cancelAt = effectiveCancelAt(sub);
  const ends = cancelAt ? `, ends ${iso(cancelAt).slice(0, 10)}` : '';
  return `${escapeHtml(price?.description ?? sub.priceId)} (${escapeHtml(sub.status)}${ends})`;
}

/** A page with one confirming form (cancel, consent) posting back to the same URL. */
export function renderConfirm(title: string, text: string, button: string, action: string): string {
  return htmlPage(
    title,
    `<p>${text}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
  );
}

/** The payment-method form: a new card replaces the one on file (again only brand, last four and expiry). */
export function renderPaymentMethod(action: string, error?: string): string {
  return htmlPage(
    'Update payment method',
    `${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="card_name">Name on card</label>
<input id="card_name" name="card_name" type="text" autocomplete="cc-name" required>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="cc-number" required${error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>
<label for="card_expiry">Expiry date (MM/YY)</label>
<input id="card_expiry" name="card_expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required>
<label for="card_cvc">Security code</label>
<input id="card_cvc" name="card_cvc" type="text" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Save card</button>
</form>`,
  );
}
